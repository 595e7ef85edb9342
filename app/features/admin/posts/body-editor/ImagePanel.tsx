import type { Editor } from "@tiptap/react";
import { useId, useRef, useState } from "react";
import type { UploadImage } from "../posts-api";
import { toolClass } from "./ToolButton";

/** Uploads an image and inserts it at the cursor, with its required description. */
export function ImagePanel({
  editor,
  uploadImage,
  close,
}: {
  editor: Editor;
  uploadImage: UploadImage;
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
