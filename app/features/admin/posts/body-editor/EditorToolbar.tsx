import { useEditorState, type Editor } from "@tiptap/react";
import { useState } from "react";
import type { UploadImage } from "../posts-api";
import { CodeLanguageSelect } from "./CodeLanguageSelect";
import { ImagePanel } from "./ImagePanel";
import { LinkPanel } from "./LinkPanel";
import { ToolButton } from "./ToolButton";

type Panel = "none" | "link" | "image";

/** Formatting buttons for the body, with the link and image panels they open. */
export function EditorToolbar({
  editor,
  uploadImage,
}: {
  editor: Editor;
  uploadImage: UploadImage;
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
    // Below `lg` the staff layout's top bar (4.3125rem) stays at the top: the toolbar stops under it.
    <div className="sticky top-[4.3125rem] z-10 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-2 lg:top-0">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1.5">
        <ToolButton
          label="Paragraph"
          on={state.paragraph}
          onClick={() => chain().setParagraph().run()}
        >
          ¶
        </ToolButton>
        <ToolButton
          label="Heading 2"
          on={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Heading 3"
          on={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton label="Bold" on={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Italic" on={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </ToolButton>
        <ToolButton
          label="Link"
          on={state.link || panel === "link"}
          onClick={() => setPanel(panel === "link" ? "none" : "link")}
        />
        <ToolButton
          label="Bulleted list"
          on={state.bullets}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </ToolButton>
        <ToolButton
          label="Numbered list"
          on={state.numbers}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </ToolButton>
        <ToolButton
          label="Quote"
          on={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          label="Code block"
          on={state.code}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          {"</>"}
        </ToolButton>
        {state.code && (
          <CodeLanguageSelect
            value={state.language}
            onChange={(language) =>
              chain()
                .updateAttributes("codeBlock", { language: language || null })
                .run()
            }
          />
        )}
        <ToolButton
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
