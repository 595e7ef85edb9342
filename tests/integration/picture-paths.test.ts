import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { PostDetail } from "#shared/schemas/blog-post";
import * as pictureAddresses from "#server/db/migrations/0019-picture-addresses";
import { postDraft } from "../support/blog-drafts";
import { serverWithAdmin } from "../support/server-with-admin";

const portal = serverWithAdmin({ email: "pictures@kodeveda.test" });
const server = () => portal.server;
const db = () => server().database.db;

/**
 * Addresses on this origin that are not pictures: as a cover, the browser of whoever sees
 * the page would ask for them with its cookies (an admin's export, a visitor's data request).
 */
const hostile = [
  "/media/../api/admin/export/registrations.csv",
  "/images/../api/your-data/download",
  "/media/%2e%2e/api/admin/export/registrations.csv",
  "/images/%2E%2E/api/your-data/download",
  "/images//evil.example/a.svg",
  "/images/\\evil.example/a.svg",
  "/media/0123456789abcdef0123-960.webp?/api/your-data/download",
];

const completed = (src: string) => ({
  title: `Gallery entry ${Date.now()}`,
  goal: "A goal",
  techStack: ["React"],
  outcome: "An outcome",
  testimonialQuote: "A quote",
  testimonialAuthor: "A student",
  testimonialRole: "B.Tech CSE",
  images: [{ src, alt: "The demo", width: 960, height: 540 }],
});

const rows = async (table: "blog_posts" | "completed_projects") =>
  (
    await db()
      .selectFrom(table)
      .select(db().fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

const stored = async (id: number) =>
  db()
    .selectFrom("blog_posts")
    .select(["image_src", "version"])
    .where("article_id", "=", id)
    .executeTakeFirstOrThrow();

const fieldErrorsOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ path: string }> }).errors.map(
    (error) => error.path,
  );

describe("picture addresses through the staff API", () => {
  it("refuses a post whose cover is not a picture of ours, at the field, and stores nothing", async () => {
    const before = await rows("blog_posts");
    for (const coverSrc of hostile) {
      const response = await portal.request("/api/admin/posts", {
        method: "POST",
        json: postDraft({ coverSrc }),
      });
      expect(response.status, coverSrc).toBe(400);
      expect(await fieldErrorsOf(response)).toEqual(["coverSrc"]);
    }
    expect(await rows("blog_posts")).toBe(before);
  });

  it("refuses such a cover on a saved post, which keeps its own", async () => {
    const created = await portal.request("/api/admin/posts", { method: "POST", json: postDraft() });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: PostDetail };
    const before = await stored(post.id);
    for (const coverSrc of hostile) {
      const response = await portal.request(`/api/admin/posts/${post.id}`, {
        method: "PUT",
        json: { ...postDraft({ coverSrc }), version: post.version },
      });
      expect(response.status, coverSrc).toBe(400);
      expect(await fieldErrorsOf(response)).toEqual(["coverSrc"]);
    }
    expect(await stored(post.id)).toEqual(before);
  });

  it("refuses a completed project whose picture is not ours, at the field, and stores nothing", async () => {
    const before = await rows("completed_projects");
    for (const src of hostile) {
      const response = await portal.request("/api/admin/completed-projects", {
        method: "POST",
        json: completed(src),
      });
      expect(response.status, src).toBe(400);
      expect(await fieldErrorsOf(response)).toEqual(["images.0.src"]);
    }
    expect(await rows("completed_projects")).toBe(before);
  });

  it("never shows a cover or a picture stored before the rule, once migrated", async () => {
    const created = await portal.request("/api/admin/posts", { method: "POST", json: postDraft() });
    const { post } = (await created.json()) as { post: PostDetail };
    const published = await portal.request(`/api/admin/posts/${post.id}/publish`, {
      method: "POST",
      json: { version: post.version },
    });
    expect(published.status).toBe(200);
    const [cover, picture] = hostile as [string, string];
    await db()
      .updateTable("blog_posts")
      .set({ image_src: cover })
      .where("article_id", "=", post.id)
      .execute();
    await db()
      .updateTable("completed_projects")
      .set({ images: JSON.stringify(completed(picture).images) })
      .execute();
    await pictureAddresses.up(db() as unknown as Kysely<unknown>);
    expect(
      await db()
        .selectFrom("blog_posts")
        .select(["image_src", "image_width", "image_height"])
        .where("article_id", "=", post.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ image_src: "/images/share-card.jpg", image_width: 1200, image_height: 630 });

    // Each page with what shows that it rendered the post or the gallery.
    const pages: Array<[string, string]> = [
      [`/blog/${post.slug}`, post.excerpt],
      ["/blog", post.excerpt],
      [`/admin/posts/${post.id}/preview`, post.excerpt],
      [`/admin/posts/${post.id}`, post.excerpt],
      ["/projects", "Campus Events Hub"],
      ["/admin/completed-projects/campus-events-hub", "Campus Events Hub"],
    ];
    for (const [path, shown] of pages) {
      const response = await portal.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(shown);
      for (const src of [cover, picture]) {
        expect(html, path).not.toContain(`src="${src}"`);
        expect(html, path).not.toContain(`content="${server().config.siteUrl.origin}${src}"`);
      }
    }
  });
});
