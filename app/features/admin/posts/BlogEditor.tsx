// The post body's editor (TipTap 3 / ProseMirror). Default export so PostEditor can
// React.lazy() it: @tiptap/* end up in this chunk only, loaded on the editor screen.
// Code is highlighted on the server, so the plain CodeBlock is used (no highlighter here).
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState } from "react";
import { EditorPlaceholder } from "./EditorPlaceholder";
import { isSafeLink } from "./post-form";
import type { UploadedImage } from "./posts-api";

/** The languages server/blog/highlight.ts registers ("" is plain text); keep them in step. */
export const codeLanguages = [
  ["", "Plain text"],
  ["ts", "TypeScript"],
  ["js", "JavaScript"],
  ["python", "Python"],
  ["java", "Java"],
  ["sql", "SQL"],
  ["bash", "Shell"],
  ["json", "JSON"],
  ["xml", "HTML/XML"],
  ["css", "CSS"],
  ["c", "C"],
  ["cpp", "C++"],
  ["yaml", "YAML"],
] as const;

export interface BlogEditorProps {
  /** The saved, sanitised body, loaded once when the editor opens. */
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<UploadedImage>;
  /** The id of the body's error message, when it has one. */
  errorId?: string | undefined;
}

export default function BlogEditor({
  initialHtml,
  onChange,
  uploadImage,
  errorId,
}: BlogEditorProps) {
  const editor = useEditor({
    // The site renders on the server: the editor's DOM is made in the browser only.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: { languageClassPrefix: "language-", defaultLanguage: null },
        // Not in the server's allow-list (server/blog/sanitize.ts): not offered.
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
        "aria-label": "Post body",
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
      <Toolbar editor={editor} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}

const toolClass =
  "min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:opacity-50";

function Tool({
  label,
  on,
  onClick,
  children,
}: {
  label: string;
  on?: boolean;
  onClick: () => void;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={on}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={toolClass}
    >
      {children ?? label}
    </button>
  );
}

type Panel = "none" | "link" | "image";

function Toolbar({
  editor,
  uploadImage,
}: {
  editor: Editor;
  uploadImage: BlogEditorProps["uploadImage"];
}) {
  // TipTap 3 does not re-render on every change: the toolbar subscribes to what it shows.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      language: (e.getAttributes("codeBlock").language as string | null) ?? "",
    }),
  });
  const [panel, setPanel] = useState<Panel>("none");
  const chain = () => editor.chain().focus();

  return (
    <div className="sticky top-0 z-10 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-2">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1.5">
        <Tool label="Paragraph" on={state.paragraph} onClick={() => chain().setParagraph().run()}>
          ¶
        </Tool>
        <Tool
          label="Heading 2"
          on={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label="Heading 3"
          on={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool label="Bold" on={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="Italic" on={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool
          label="Link"
          on={state.link || panel === "link"}
          onClick={() => setPanel(panel === "link" ? "none" : "link")}
        />
        <Tool
          label="Bulleted list"
          on={state.bullets}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </Tool>
        <Tool
          label="Numbered list"
          on={state.numbers}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </Tool>
        <Tool label="Quote" on={state.quote} onClick={() => chain().toggleBlockquote().run()} />
        <Tool label="Code block" on={state.code} onClick={() => chain().toggleCodeBlock().run()}>
          {"</>"}
        </Tool>
        {state.code && (
          <label className="flex items-center gap-1 text-sm">
            <span>Code language</span>
            <select
              value={state.language}
              onChange={(event) =>
                chain()
                  .updateAttributes("codeBlock", { language: event.target.value || null })
                  .run()
              }
              className="min-h-10 rounded-md border border-slate-300 bg-white px-2"
            >
              {codeLanguages.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
        <Tool
          label="Image"
          on={panel === "image"}
          onClick={() => setPanel(panel === "image" ? "none" : "image")}
        />
      </div>
      {panel === "link" && <LinkPanel editor={editor} close={() => setPanel("none")} />}
      {panel === "image" && (
        <ImagePanel editor={editor} uploadImage={uploadImage} close={() => setPanel("none")} />
      )}
    </div>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState(
    () => (editor.getAttributes("link").href as string | undefined) ?? "",
  );
  const [problem, setProblem] = useState("");

  function apply() {
    const url = href.trim();
    if (url === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      close();
      return;
    }
    if (!isSafeLink(url)) {
      setProblem(
        "Use an address starting with https://, http://, mailto: or / (a page of this site).",
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    } else {
      chain.setLink({ href: url }).run();
    }
    close();
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-href`} className="text-sm font-medium">
        Link address
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          value={href}
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") close();
          }}
          placeholder="https://…"
          className="mt-1 block w-72 rounded-md border border-slate-300 px-2 py-1.5"
        />
      </label>
      <button type="button" onClick={apply} className={toolClass}>
        Apply link
      </button>
      {editor.isActive("link") && (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            close();
          }}
          className={toolClass}
        >
          Remove link
        </button>
      )}
      <button type="button" onClick={close} className={toolClass}>
        Cancel
      </button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

function ImagePanel({
  editor,
  uploadImage,
  close,
}: {
  editor: Editor;
  uploadImage: BlogEditorProps["uploadImage"];
  close: () => void;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function insert() {
    const file = fileRef.current?.files?.[0];
    if (!file) return setProblem("Choose an image file (JPEG, PNG or WebP, at most 5 MB).");
    if (alt.trim() === "") {
      return setProblem("Describe the image for readers who cannot see it (alt text).");
    }
    setBusy(true);
    setProblem("");
    try {
      const image = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: image.src, alt: alt.trim(), width: image.width, height: image.height })
        .run();
      close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be uploaded.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        Image file
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block text-sm"
        />
      </label>
      <label htmlFor={`${id}-alt`} className="text-sm font-medium">
        Image description (alt text)
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={200}
          onChange={(event) => setAlt(event.target.value)}
          className="mt-1 block w-72 rounded-md border border-slate-300 px-2 py-1.5"
        />
      </label>
      <button type="button" onClick={() => void insert()} disabled={busy} className={toolClass}>
        {busy ? "Uploading…" : "Insert image"}
      </button>
      <button type="button" onClick={close} className={toolClass}>
        Cancel
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
