/**
 * The only addresses a picture on this site may have: what the media store serves
 * (server/media/variants.ts, `mediaPath`) and the images built from public/images. Every
 * schema that takes a picture and the body's sanitiser ask this one module, so an address such
 * as `/media/../api/admin/export/…` is never saved; migration 0019 put the rows stored before
 * the rule in shape, so public pages need not check again.
 *
 * Exact shapes, not a blocklist: only lowercase letters, digits, single hyphens and one
 * extension are accepted, so no `.`/`..` segment, percent-encoding (`%2e`), `//`, backslash,
 * query or fragment can steer the browser's request to another address on this origin.
 */

/** Ids are lowercase hex with no hyphen, so `<id>-<width>.<format>` reads back unambiguously. */
export const mediaIdPattern = /^[a-f0-9]{20}$/;

/** `/media/<id>-<width>.<webp|avif>`: an uploaded picture's variant (widths up to 1440). */
export const uploadedPicturePath = /^\/media\/([a-f0-9]{20})-([1-9]\d{0,3})\.(webp|avif)$/;

const word = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** `/images/<folder>/<name>.<ext>`: a file shipped in public/images, in kebab-case. */
const builtPicturePath = new RegExp(`^/images/(?:${word}/)*${word}\\.(?:svg|jpg|png|webp|avif)$`);

export function isPicturePath(src: string): boolean {
  return uploadedPicturePath.test(src) || builtPicturePath.test(src);
}
