import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Staff write the blog from the admin portal (docs/decisions/0012). Posts get a status, a
 * time to be published at, a body of sanitised HTML and a version that refuses an edit made
 * over someone else's; a slug a post had before keeps answering (301, or 410 once the post is
 * gone); uploaded images live in the database so every instance serves them; and the seed
 * from shared/content is marked as done, so it runs once, never over staff edits.
 * The values are written literally: a migration is history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

  await db.schema
    .alterTable("blog_posts")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("published"))
    .execute();
  await db.schema.alterTable("blog_posts").addColumn("publish_at", "text").execute();
  await db.schema
    .alterTable("blog_posts")
    .addColumn("body_html", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("blog_posts")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("blog_posts").addColumn("updated_by", "text").execute();
  await db.schema
    .createIndex("blog_posts_status_publish_at")
    .on("blog_posts")
    .columns(["status", "publish_at"])
    .execute();

  // The paragraphs of the seeded articles ("## " starts a subheading), as the editor's HTML.
  const rows = await sql<{ slug: string; body: string }>`select slug, body from blog_posts`.execute(
    db,
  );
  for (const row of rows.rows) {
    const paragraphs = JSON.parse(row.body) as string[];
    const html = paragraphs
      .map((text) =>
        text.startsWith("## ")
          ? `<h2>${escapeHtml(text.slice(3))}</h2>`
          : `<p>${escapeHtml(text)}</p>`,
      )
      .join("");
    await sql`update blog_posts set body_html = ${html} where slug = ${row.slug}`.execute(db);
  }
  await db.schema.alterTable("blog_posts").dropColumn("body").execute();

  await db.schema
    .createTable("blog_slug_history")
    .addColumn("slug", "text", (col) => col.primaryKey())
    /** The post the slug led to; null once the post is deleted (410 Gone). */
    .addColumn("article_id", "integer")
    .addColumn("retired_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("media_variants")
    .addColumn("media_id", "text", (col) =>
      col.notNull().references("media.id").onDelete("cascade"),
    )
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["media_id", "format", "width"])
    .execute();

  await db.schema
    .createTable("app_state")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
  // A database that already has the articles has been seeded: the seed must not run again.
  const seeded = await sql<{ n: number | string }>`select count(*) as n from blog_posts`.execute(
    db,
  );
  if (Number(seeded.rows[0]?.n ?? 0) > 0) {
    await sql`insert into app_state (key, value) values ('blog_seeded_at', ${new Date().toISOString()})`.execute(
      db,
    );
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("app_state").execute();
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
  await db.schema.dropTable("blog_slug_history").execute();
  await db.schema.dropIndex("blog_posts_status_publish_at").execute();
  await db.schema
    .alterTable("blog_posts")
    .addColumn("body", "text", (col) => col.notNull().defaultTo("[]"))
    .execute();
  for (const column of ["updated_by", "version", "body_html", "publish_at", "status"]) {
    await db.schema.alterTable("blog_posts").dropColumn(column).execute();
  }
}
