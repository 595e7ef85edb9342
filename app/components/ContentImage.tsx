import type { Image } from "../content/types";

/**
 * A picture from the content modules (app/content): its address, alternative text and
 * intrinsic size come from the typed record, so the browser reserves its space before it
 * loads. What differs from place to place (the classes, lazy or eager loading, the fetch
 * priority) is passed in.
 */
export function ContentImage({
  image,
  className,
  loading,
  fetchPriority,
}: {
  image: Image;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority={fetchPriority}
      loading={loading}
      className={className}
    />
  );
}
