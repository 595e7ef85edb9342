import { useId, useState } from "react";
import type { Image } from "#shared/content/types";
import { isPicturePath } from "#shared/domain/picture-paths";
import { FieldError, fieldAria, inputClass } from "../posts/post-field";
import { ImageUploadInput } from "../posts/ImageUploadInput";
import { uploadImage } from "../posts/posts-api";
import { maxGalleryImages, type FieldMessages } from "./project-form";

/**
 * Up to four pictures, each uploaded at once through /api/admin/media (as the blog's cover
 * is) and each with its required description.
 */
export function GalleryImagesField({
  images,
  onChange,
  errors,
}: {
  images: Image[];
  onChange: (images: Image[]) => void;
  errors: FieldMessages;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState("");
  const listError = problem || errors.images;

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setProblem("");
    try {
      const uploaded = await uploadImage(file);
      onChange([...images, { ...uploaded, alt: "" }]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be uploaded.");
    } finally {
      setUploading(false);
      event.target.value = "";
    }
  }

  const replace = (index: number, image: Image | null) =>
    onChange(
      image
        ? images.map((each, at) => (at === index ? image : each))
        : images.filter((_, at) => at !== index),
    );

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">
        Pictures (up to {maxGalleryImages})
      </legend>
      <ul className="space-y-4">
        {images.map((image, index) => {
          const altError = errors[`images.${index}.alt`];
          const altId = `${id}-alt-${index}`;
          return (
            <li key={`${image.src}-${index}`} className="flex flex-wrap items-start gap-4">
              {isPicturePath(image.src) && (
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  className="h-auto w-40 rounded-lg bg-slate-100"
                />
              )}
              <div className="min-w-64 flex-1">
                <label htmlFor={altId} className="text-sm font-medium text-slate-800">
                  Picture {index + 1} description (alt text)
                </label>
                <input
                  id={altId}
                  type="text"
                  value={image.alt}
                  maxLength={200}
                  onChange={(event) => replace(index, { ...image, alt: event.target.value })}
                  {...fieldAria({ errorId: `${altId}-error`, error: altError })}
                  className={inputClass}
                />
                <FieldError id={`${altId}-error`} message={altError} />
                <button
                  type="button"
                  onClick={() => replace(index, null)}
                  className="mt-2 rounded border border-red-700 px-2 py-1 text-sm font-semibold text-red-800"
                >
                  Remove picture {index + 1}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {images.length < maxGalleryImages && (
        <ImageUploadInput
          id={id}
          label="Add a picture"
          uploading={uploading}
          onFile={(event) => void onFile(event)}
          errorId={`${id}-error`}
          error={listError}
          className="mt-4 block"
        />
      )}
      <FieldError id={`${id}-error`} message={listError} />
    </fieldset>
  );
}
