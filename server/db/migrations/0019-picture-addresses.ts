import type { Kysely } from "kysely";

/**
 * Pictures stored before their addresses were checked (issue 35): a post's cover or a
 * gallery picture could be `/media/../api/admin/export/registrations.csv`, which the browser
 * of whoever saw it requested as that address. Schemas now accept only what the media store
 * and public/images produce (shared/domain/picture-paths.ts); this puts the rows stored before
 * in the same shape, so no page has to check again. A cover that is not ours becomes the
 * site's share card; a gallery picture that is not ours is dropped. The shapes are written
 * literally: a migration is history.
 */

const uploaded = /^\/media\/[a-f0-9]{20}-[1-9]\d{0,3}\.(?:webp|avif)$/;
const word = "[a-z0-9]+(?:-[a-z0-9]+)*";
const built = new RegExp(`^/images/(?:${word}/)*${word}\\.(?:svg|jpg|png|webp|avif)$`);
const isOurs = (src: unknown) => typeof src === "string" && (uploaded.test(src) || built.test(src));

const shareCard = { image_src: "/images/share-card.jpg", image_width: 1200, image_height: 630 };

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const untyped = db as unknown as Untyped;
  const posts = await untyped.selectFrom("blog_posts").select(["slug", "image_src"]).execute();
  for (const post of posts.filter((row) => !isOurs(row.image_src))) {
    await untyped
      .updateTable("blog_posts")
      .set({ ...shareCard, image_alt: "" })
      .where("slug", "=", post.slug)
      .execute();
  }
  const galleries = await untyped
    .selectFrom("completed_projects")
    .select(["id", "images"])
    .execute();
  for (const gallery of galleries) {
    const images = JSON.parse(String(gallery.images)) as Array<{ src?: unknown }>;
    const kept = images.filter((image) => isOurs(image.src));
    if (kept.length === images.length) continue;
    await untyped
      .updateTable("completed_projects")
      .set({ images: JSON.stringify(kept) })
      .where("id", "=", gallery.id)
      .execute();
  }
}

/** Nothing to undo: the addresses removed were never pictures of ours. */
export async function down(): Promise<void> {}
