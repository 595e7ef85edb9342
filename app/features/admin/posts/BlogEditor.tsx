// The post body's editor (TipTap 3 / ProseMirror). Default export so PostBodyField can
// React.lazy() it: @tiptap/* (here and in ./body-editor) end up in this chunk only, loaded
// on the editor screen.
// Code is highlighted on the server, so the plain CodeBlock is used (no highlighter here).
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { EditorToolbar } from "./body-editor/EditorToolbar";
import { EditorPlaceholder } from "./EditorPlaceholder";
import { isSafeLink } from "./post-form";
import type { UploadImage } from "./posts-api";

interface BlogEditorProps {
  /** The saved, sanitised body, loaded once when the editor opens. */
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: UploadImage;
  /** The id of the body's error message, when it has one. */
  errorId?: string | undefined;
  /** The body's accessible name. */
  ariaLabel?: string;
}

export default function BlogEditor({
  initialHtml,
  onChange,
  uploadImage,
  errorId,
  ariaLabel = "Post body",
}: BlogEditorProps) {
  const editor = useEditor({
    // The site renders on the server: the editor's DOM is made in the browser only.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: { languageClassPrefix: "language-", defaultLanguage: null },
        // Not in the server's allow-list (server/services/blog/sanitize.ts): not offered.
        code: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          defaultProtocol: "https",
          isAllowedUri: (url) => isSafeLink(url),
          HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel,
        ...(errorId ? { "aria-describedby": errorId, "aria-invalid": "true" } : {}),
        class:
          "min-h-72 rounded-b-lg border border-slate-300 bg-white px-4 py-3 text-lg leading-8 focus:outline-2 focus:outline-brand-700 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_a]:text-blue-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:m-0 [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-base [&_pre]:text-slate-100 [&_img]:h-auto [&_img]:max-w-full [&>*+*]:mt-4",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  if (!editor) return <EditorPlaceholder />;
  return (
    <div>
      <EditorToolbar editor={editor} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}
