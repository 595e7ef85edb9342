import type { Kysely } from "kysely";

/** The articles shown on /blog, kept in step with shared/content/articles.ts on every start. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("blog_posts")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("article_id", "integer", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("published_on", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("image_src", "text", (col) => col.notNull())
    .addColumn("image_alt", "text", (col) => col.notNull())
    .addColumn("image_width", "integer", (col) => col.notNull())
    .addColumn("image_height", "integer", (col) => col.notNull())
    .addColumn("read_time", "text", (col) => col.notNull())
    /** JSON array of paragraphs. */
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("blog_posts_published_on")
    .on("blog_posts")
    .column("published_on")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_posts").execute();
}
