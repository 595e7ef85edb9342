import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../../app/content/articles";
import type { Article } from "../../app/content/types";
import type { AppDatabase } from "../../server/db/connect";
import { createBlogService, syncBlogPosts } from "../../server/services/blog";
import { migratedTestDatabase, type TestDatabase } from "../support/test-database";

let testDatabase: TestDatabase;
let database: AppDatabase;
let blog: ReturnType<typeof createBlogService>;
beforeAll(async () => {
  ({ testDatabase, database } = await migratedTestDatabase());
  await syncBlogPosts(database, articles);
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

  it("returns an article with its body, and nothing for an unknown slug", async () => {
    const first = articles[0]!;
    expect(await blog.get(first.slug)).toEqual(first);
    expect(await blog.get("no-such-article")).toBeUndefined();
    expect(await blog.count()).toBe(15);
  });

  it("syncs with the content: nothing on a repeat, then edits, additions and removals", async () => {
    expect(await syncBlogPosts(database, articles)).toEqual({ added: 0, updated: 0, removed: 0 });
    const edited: Article = { ...articles[1]!, title: "An edited title" };
    const added: Article = { ...articles[2]!, id: 99, slug: "a-new-article" };
    const changed = [articles[0]!, edited, added, ...articles.slice(4)];
    expect(await syncBlogPosts(database, changed)).toEqual({ added: 1, updated: 1, removed: 2 });
    expect((await blog.get(edited.slug))?.title).toBe("An edited title");
    expect(await blog.get(articles[3]!.slug)).toBeUndefined();
    expect(await syncBlogPosts(database, articles)).toEqual({ added: 2, updated: 1, removed: 1 });
  });
});
