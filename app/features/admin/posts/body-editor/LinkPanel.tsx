import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { isSafeLink } from "../post-form";
import { toolClass } from "./ToolButton";

/** Sets, changes or removes the link at the selection; only addresses the server keeps. */
export function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
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
