import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) takes about 20 MB the moment it loads: loaded with the first upload, so
 * an instance that only serves pages never pays for it. A long-running server would
 * otherwise keep decoded images in libvips' cache; and one thread per image leaves the
 * other core to render pages while an upload is encoded.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
