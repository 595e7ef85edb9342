import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "../db/connect";
import type { Commit } from "../services/unit-of-work";
import { narrowerVariant, prepareImage, type EncodedImage } from "./encode";
import { mediaPath, widthsFor, type VariantFormat } from "./variants";

/** What the editor needs to place an uploaded image in a post. */
export interface MediaDescription {
  id: string;
  width: number;
  height: number;
  /** The WebP variant the editor writes into the post: 960 wide, or the widest below it. */
  src: string;
  /** Every WebP variant, as an <img srcset>. */
  srcset: string;
  /** Every AVIF variant, for a <source type="image/avif"> in a <picture>. */
  avifSrcset: string;
}

/** One stored variant, ready to send. */
export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface Uploader {
  id: string;
  email: string;
}

const newMediaId = () => randomBytes(10).toString("hex");

/** The width the editor puts in `src`: large enough for the article column on most screens. */
const preferredWidth = 960;

const contentTypes: Record<VariantFormat, string> = { webp: "image/webp", avif: "image/avif" };

interface VariantSize {
  format: VariantFormat;
  width: number;
}

export function describeMedia(
  media: { id: string; width: number; height: number },
  variants: readonly VariantSize[],
): MediaDescription {
  const widthsOf = (format: VariantFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => variant.width)
      .sort((a, b) => a - b);
  const srcsetOf = (format: VariantFormat) =>
    widthsOf(format)
      .map((width) => `${mediaPath(media.id, width, format)} ${width}w`)
      .join(", ");
  const webpWidths = widthsOf("webp");
  const srcWidth =
    webpWidths.filter((width) => width <= preferredWidth).at(-1) ?? Math.min(...webpWidths);
  return {
    id: media.id,
    width: media.width,
    height: media.height,
    src: mediaPath(media.id, srcWidth, "webp"),
    srcset: srcsetOf("webp"),
    avifSrcset: srcsetOf("avif"),
  };
}

/**
 * Files sent recently, kept in memory up to a byte budget, least recently sent dropped first.
 * A variant never changes once stored (a new upload gets a new id), so an entry never goes
 * stale; were media ever deleted, the delete would have to drop its entries here.
 */
function fileCache(budgetBytes: number) {
  const entries = new Map<string, MediaFile>();
  let total = 0;
  return {
    get(key: string) {
      const file = entries.get(key);
      if (file) {
        entries.delete(key);
        entries.set(key, file);
      }
      return file;
    },
    set(key: string, file: MediaFile) {
      // One file may not take more than a quarter of the budget: it would push out many.
      if (file.bytes.length > budgetBytes / 4 || entries.has(key)) return;
      entries.set(key, file);
      total += file.bytes.length;
      for (const [oldest, evicted] of entries) {
        if (total <= budgetBytes) break;
        entries.delete(oldest);
        total -= evicted.bytes.length;
      }
    },
  };
}

export interface MediaServiceOptions {
  /** Memory for recently sent variants; 32 MB holds a few hundred article images. */
  cacheBytes?: number;
  /** Encodes an upload; the default validates and encodes it one upload at a time. */
  prepare?: (bytes: Uint8Array) => Promise<EncodedImage>;
}

/**
 * Uploaded images for blog posts: stored in the database (every instance serves the same
 * files, and a backup of the database is a backup of the images), with their variants.
 */
export function createMediaService(
  database: AppDatabase,
  commit: Commit,
  { cacheBytes = 32 * 1024 * 1024, prepare = prepareImage }: MediaServiceOptions = {},
) {
  const { db } = database;
  const cache = fileCache(cacheBytes);

  async function storedVariant(id: string, width: number, format: VariantFormat) {
    const row = await db
      .selectFrom("media_variants")
      .select("bytes")
      .where("media_id", "=", id)
      .where("format", "=", format)
      .where("width", "=", width)
      .executeTakeFirst();
    return row && toBuffer(row.bytes);
  }

  // One encoding per missing variant at a time, however many ask for it at once: the rest
  // wait for it rather than queue behind uploads.
  const making = new Map<string, Promise<Buffer | undefined>>();
  function makeMissingVariant(id: string, width: number, format: VariantFormat) {
    const key = mediaPath(id, width, format);
    let made = making.get(key);
    if (!made) {
      made = encodeMissingVariant(id, width, format).finally(() => making.delete(key));
      making.set(key, made);
    }
    return made;
  }

  async function encodeMissingVariant(id: string, width: number, format: VariantFormat) {
    const media = await db
      .selectFrom("media")
      .select("width")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!media || !widthsFor(media.width).includes(width)) return undefined;
    const wider = await db
      .selectFrom("media_variants")
      .select("bytes")
      .where("media_id", "=", id)
      .where("format", "=", format)
      .where("width", ">", width)
      .orderBy("width")
      .executeTakeFirst();
    if (!wider) return undefined;
    const made = await narrowerVariant(toBuffer(wider.bytes), format, width);
    await db
      .insertInto("media_variants")
      .values({ media_id: id, format, width, height: made.height, bytes: made.bytes })
      .onConflict((conflict) => conflict.columns(["media_id", "format", "width"]).doNothing())
      .execute();
    // Another instance may have stored its own encoding first: every instance serves that one.
    return storedVariant(id, width, format);
  }

  return {
    /**
     * Validates and encodes an upload, then stores it with its variants and the audit row in
     * one transaction. Throws ImageRefused (validate.ts) for a file the site does not accept.
     */
    async upload(bytes: Uint8Array, originalName: string, by: Uploader): Promise<MediaDescription> {
      const image = await prepare(bytes);
      const id = newMediaId();
      const name = cleanName(originalName);
      await commit(async ({ trx, now, audit }) => {
        await trx
          .insertInto("media")
          .values({
            id,
            original_name: name,
            width: image.width,
            height: image.height,
            uploaded_by: by.email,
            created_at: now.toISOString(),
          })
          .execute();
        await trx
          .insertInto("media_variants")
          .values(
            image.variants.map((variant) => ({
              media_id: id,
              format: variant.format,
              width: variant.width,
              height: variant.height,
              bytes: variant.bytes,
            })),
          )
          .execute();
        audit({
          actor: by,
          action: "media.uploaded",
          subject: id,
          detail: `${name} (${image.width} × ${image.height})`,
        });
      });
      return describeMedia({ id, width: image.width, height: image.height }, image.variants);
    },

    /** The variant when it is in memory: answered without waiting for anything. */
    cached(id: string, width: number, format: VariantFormat): MediaFile | undefined {
      return cache.get(mediaPath(id, width, format));
    },

    /**
     * The stored variant of that width and format, or undefined. A width the picture should
     * have (widthsFor) but was uploaded before is made from the next wider stored variant and
     * stored, once for every instance (the primary key decides a race).
     */
    async variant(
      id: string,
      width: number,
      format: VariantFormat,
    ): Promise<MediaFile | undefined> {
      const key = mediaPath(id, width, format);
      const cached = cache.get(key);
      if (cached) return cached;
      const bytes =
        (await storedVariant(id, width, format)) ?? (await makeMissingVariant(id, width, format));
      if (!bytes) return undefined;
      const file: MediaFile = {
        bytes,
        contentType: contentTypes[format],
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
      };
      cache.set(key, file);
      return file;
    },

    /** The image's size and the addresses of its variants, or undefined. */
    async describe(id: string): Promise<MediaDescription | undefined> {
      const media = await db
        .selectFrom("media")
        .select(["id", "width", "height"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!media) return undefined;
      const variants = await db
        .selectFrom("media_variants")
        .select(["format", "width"])
        .where("media_id", "=", id)
        .execute();
      return describeMedia(media, variants);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

const toBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));

/** The file's name as the uploader's computer had it, for the audit log only; never served. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return cleaned === "" ? "image" : cleaned;
}
