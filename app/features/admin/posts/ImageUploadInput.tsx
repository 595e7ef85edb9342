import type { ChangeEvent } from "react";
import { fieldAria } from "./post-field";

/**
 * The portal's picture upload: a file input for the formats the server takes (it checks
 * them again by content, server/media), its hint, and a status line while it uploads.
 * Used by the blog's cover and the gallery's pictures.
 */
export function ImageUploadInput({
  id,
  label,
  uploading,
  onFile,
  errorId,
  error,
  className = "block",
}: {
  id: string;
  label: string;
  uploading: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  errorId: string;
  error: string | undefined;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={`${id}-file`} className={className}>
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={onFile}
          {...fieldAria({ errorId, error, hintId: `${id}-hint` })}
          className="mt-1 block text-sm"
        />
        <span id={`${id}-hint`} className="mt-1 block text-sm text-slate-600">
          JPEG, PNG or WebP, at most 5 MB.
        </span>
      </label>
      <p role="status" className="text-sm text-slate-700">
        {uploading ? "Uploading…" : ""}
      </p>
    </>
  );
}
