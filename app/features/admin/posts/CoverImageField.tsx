import { useId, useState } from "react";
import { isPicturePath } from "#shared/domain/picture-paths";
import { fieldAria } from "./post-field";
import { ImageUploadInput } from "./ImageUploadInput";
import type { PostFormValues } from "./post-form";
import { uploadImage } from "./posts-api";

type Cover = Pick<PostFormValues, "coverSrc" | "coverAlt" | "coverWidth" | "coverHeight">;

/** The cover image: uploaded to /api/admin/media at once, with its required description. */
export function CoverImageField({
  values,
  onChange,
  srcError,
  altError,
  errorIdOf,
}: {
  values: Cover;
  onChange: (cover: Partial<Cover>) => void;
  srcError: string | undefined;
  altError: string | undefined;
  errorIdOf: (field: string) => string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState("");
  const srcMessage = problem || srcError;

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setProblem("");
    try {
      const image = await uploadImage(file);
      onChange({ coverSrc: image.src, coverWidth: image.width, coverHeight: image.height });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be uploaded.");
    } finally {
      setUploading(false);
      event.target.value = "";
    }
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">Cover image</legend>
      <div className="flex flex-wrap items-start gap-4">
        {isPicturePath(values.coverSrc) ? (
          <img
            src={values.coverSrc}
            alt={values.coverAlt}
            width={values.coverWidth || undefined}
            height={values.coverHeight || undefined}
            className="h-auto w-48 rounded-lg bg-slate-100"
          />
        ) : (
          <p className="flex h-28 w-48 items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">
            No cover yet
          </p>
        )}
        <div className="min-w-64 flex-1 space-y-4">
          <ImageUploadInput
            id={id}
            label={values.coverSrc ? "Replace cover image" : "Upload cover image"}
            uploading={uploading}
            onFile={(event) => void onFile(event)}
            errorId={errorIdOf("coverSrc")}
            error={srcMessage}
          />
          {srcMessage && (
            <p id={errorIdOf("coverSrc")} className="text-sm font-medium text-red-800">
              {srcMessage}
            </p>
          )}
          <label className="block">
            <span className="text-sm font-medium text-slate-800">
              Cover image description (alt text)
            </span>
            <input
              type="text"
              value={values.coverAlt}
              maxLength={200}
              onChange={(event) => onChange({ coverAlt: event.target.value })}
              {...fieldAria({ errorId: errorIdOf("coverAlt"), error: altError })}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
            {altError && (
              <span
                id={errorIdOf("coverAlt")}
                className="mt-1 block text-sm font-medium text-red-800"
              >
                {altError}
              </span>
            )}
          </label>
        </div>
      </div>
    </fieldset>
  );
}
