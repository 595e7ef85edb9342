import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "#shared/content/articles";
import type { AppDatabase } from "#server/db/connect";
import { paragraphsToHtml } from "#server/services/blog/seed-html";
import { createBlogService, seedBlogPosts } from "#server/services/blog";
import { migratedTestDatabase, type TestDatabase } from "../support/test-database";

let testDatabase: TestDatabase;
let database: AppDatabase;
let blog: ReturnType<typeof createBlogService>;
beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
  await seedBlogPosts(database, articles);
  blog = createBlogService(database);
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe(`the blog service (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  it("lists all 15 articles newest first", async () => {
    const listed = await blog.list();
    expect(listed).toHaveLength(15);
    const dates = listed.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by category", async () => {
    const listed = await blog.list({ category: "LinkedIn Optimization" });
    expect(listed.map((a) => a.slug).sort()).toEqual(
      articles
        .filter((a) => a.category === "LinkedIn Optimization")
        .map((a) => a.slug)
        .sort(),
    );
  });

  it("searches title and excerpt, ignoring case", async () => {
    const term = "RESUME";
    const expected = articles
      .filter((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes(term.toLowerCase()))
      .map((a) => a.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect((await blog.list({ search: term })).map((a) => a.slug).sort()).toEqual(expected);
  });

  it.each(["%", "_", "\\"])("takes %s in a search literally, not as a wildcard", async (term) => {
    const literal = articles.filter((a) => `${a.title} ${a.excerpt}`.includes(term));
    expect(await blog.list({ search: term })).toHaveLength(literal.length);
  });

  it("finds an article with its body as HTML, and nothing for an unknown slug", async () => {
    const first = articles[0]!;
    const found = await blog.find(first.slug);
    expect(found?.kind).toBe("post");
    if (found?.kind !== "post") return;
    const { body, ...summary } = first;
    expect(found.post).toEqual({ ...summary, bodyHtml: paragraphsToHtml(body) });
    expect(await blog.find("no-such-article")).toBeUndefined();
    expect(await blog.count()).toBe(15);
  });

  it("seeds once: a second start, or another instance, adds nothing and keeps staff edits", async () => {
    await database.db
      .updateTable("blog_posts")
      .set({ title: "Edited by staff" })
      .where("slug", "=", articles[1]!.slug)
      .execute();
    await database.db.deleteFrom("blog_posts").where("slug", "=", articles[2]!.slug).execute();
    expect(await seedBlogPosts(database, articles)).toEqual({ added: 0 });
    const edited = await blog.find(articles[1]!.slug);
    expect(edited?.kind === "post" && edited.post.title).toBe("Edited by staff");
    expect(await blog.find(articles[2]!.slug)).toBeUndefined();
  });
});
