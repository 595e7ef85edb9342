import type { Image } from "#shared/content/types";

/**
 * A picture from the content modules (shared/content) or a post's cover: its address,
 * alternative text and intrinsic size come from the typed record, so the browser reserves
 * its space before it loads. What differs from place to place (the classes, lazy or eager
 * loading, the fetch priority, how wide it is shown) is passed in. An uploaded picture comes
 * with its other widths and an AVIF twin; the browser picks the smallest that fits `sizes`.
 */
export function ContentImage({
  image,
  className,
  loading,
  fetchPriority,
  sizes,
}: {
  image: Image;
  className: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  /** How wide the picture is shown: only read when it has other widths. */
  sizes?: string;
}) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority={fetchPriority}
      loading={loading}
      decoding={loading === "lazy" ? "async" : undefined}
      className={className}
    />
  );
  if (!image.avifSrcset) return img;
  // display: contents keeps the <img> laid out as if <picture> were not there.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}
