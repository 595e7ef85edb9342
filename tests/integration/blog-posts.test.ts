import { describe, expect, it } from "vitest";
import { blogMessages } from "#shared/domain/blog";
import type { PostDetail } from "#shared/schemas/blog-post";
import { createBlogPosts } from "#server/services/blog/posts";
import { createCommit } from "#server/services/unit-of-work";
import { signUpVisitor, uniqueStudentEmail } from "../support/accounts";
import { postDraft } from "../support/blog-drafts";
import { expectInertHtml } from "../support/inert-html";
import { xssPayloads } from "../support/xss-payloads";
import { serverWithAdmin } from "../support/server-with-admin";

const portal = serverWithAdmin({ email: "writer@kodeveda.test" });
const server = () => portal.server;

/** A call to the posts API, as the admin unless `cookie` says otherwise ("" for none). */
const call = (method: string, path: string, json?: unknown, cookie?: string) =>
  portal.request(`/api/admin/posts${path}`, { method, json, cookie });

async function created(overrides: Record<string, unknown> = {}): Promise<PostDetail> {
  const response = await call("POST", "/", postDraft(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: PostDetail }).post;
}

async function published(): Promise<PostDetail> {
  const post = await created();
  const response = await call("POST", `/${post.id}/publish`, { version: post.version });
  expect(response.status).toBe(200);
  return ((await response.json()) as { post: PostDetail }).post;
}

const page = (path: string) => fetch(`${server().url}${path}`, { redirect: "manual" });

describe("who may write", () => {
  it("answers 401 to every write and read without an admin session, a visitor's included", async () => {
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("blog"));
    for (const cookie of ["", visitor.cookie]) {
      expect((await call("GET", "/", undefined, cookie)).status).toBe(401);
      expect((await call("POST", "/", postDraft(), cookie)).status).toBe(401);
      expect((await call("PUT", "/1", { ...postDraft(), version: 1 }, cookie)).status).toBe(401);
      expect((await call("POST", "/1/publish", { version: 1 }, cookie)).status).toBe(401);
      expect((await call("DELETE", "/1", undefined, cookie)).status).toBe(401);
    }
  });
});

describe("writing and publishing", () => {
  it("keeps a draft off the blog, then publishes it first on /blog, in RSS and the sitemap at once", async () => {
    const post = await created();
    expect(post.status).toBe("draft");
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    // The blog page is cached for seconds: a publish must not wait for that.
    expect(await (await page("/blog")).text()).not.toContain(post.title);

    const response = await call("POST", `/${post.id}/publish`, { version: post.version });
    expect(response.status).toBe(200);
    const article = await page(`/blog/${post.slug}`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain("<h2>The winners</h2>");
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    const blog = await (await page("/blog")).text();
    expect(blog.indexOf(post.title)).toBeGreaterThan(-1);
    expect(await (await page("/rss.xml")).text()).toContain(post.title);
    expect(await (await page("/sitemap.xml")).text()).toContain(`/blog/${post.slug}`);
    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("subject", "=", post.title)
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["blog.created", "blog.published"]);
  });

  it("stores only what the allow-list keeps, sent straight to the API", async () => {
    const post = await created({
      bodyHtml:
        '<p onclick="alert(1)">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    expect(post.bodyHtml).toContain("<p>Hi</p>");
    expect(post.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe|evil/i);
  });

  it("stores every OWASP filter-evasion payload sent straight to the API inert", async () => {
    for (const payload of xssPayloads) {
      const post = await created({ bodyHtml: `<p>Intro</p>${payload}` });
      expectInertHtml(post.bodyHtml);
      const saved = await call("GET", `/${post.id}`);
      expectInertHtml(((await saved.json()) as { post: PostDetail }).post.bodyHtml);
    }
  });

  it("refuses a save made over someone else's, and a slug another post has", async () => {
    const post = await created();
    const first = await call("PUT", `/${post.id}`, { ...postDraft(), version: post.version });
    expect(first.status).toBe(200);
    const second = await call("PUT", `/${post.id}`, { ...postDraft(), version: post.version });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: blogMessages.editConflict });

    const other = await created();
    const taken = await call("POST", "/", postDraft({ slug: other.slug }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: blogMessages.slugTaken });
  });

  it("keeps an old slug working with a 301, and answers 410 once unpublished or deleted", async () => {
    const post = await published();
    const renamed = await call("PUT", `/${post.id}`, {
      ...postDraft({ title: post.title, slug: `${post.slug}-renamed` }),
      version: post.version,
    });
    expect(renamed.status).toBe(200);
    const moved = await page(`/blog/${post.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/blog/${post.slug}-renamed`);

    const current = ((await renamed.json()) as { post: PostDetail }).post;
    expect((await call("POST", `/${post.id}/unpublish`, { version: current.version })).status).toBe(
      200,
    );
    expect((await page(`/blog/${current.slug}`)).status).toBe(410);
    expect((await page(`/blog/${post.slug}`)).status).toBe(410);

    expect((await call("DELETE", `/${post.id}`)).status).toBe(204);
    expect((await page(`/blog/${current.slug}`)).status).toBe(410);
    expect((await page("/blog/never-existed")).status).toBe(404);
  });

  it("never gives a deleted post's number to a new one, so the new one shows its own body", async () => {
    const gone = await published();
    expect((await call("DELETE", `/${gone.id}`)).status).toBe(204);
    const post = await created({ bodyHtml: "<p>A body of its own.</p>" });
    expect(post.id).toBeGreaterThan(gone.id);
    expect(post.version).toBe(1);
    const live = await call("POST", `/${post.id}/publish`, { version: post.version });
    expect(live.status).toBe(200);
    const html = await (await page(`/blog/${post.slug}`)).text();
    expect(html).toContain("A body of its own.");
    expect(html).not.toContain("The winners");
  });
});

describe("preview", () => {
  it("shows a draft to staff as its page will look, code highlighted, and to nobody else", async () => {
    const post = await created();
    const preview = await fetch(`${server().url}/admin/posts/${post.id}/preview`, {
      headers: { cookie: portal.cookie },
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('<span class="hljs-keyword">const</span>');
    const visitor = await signUpVisitor(server(), uniqueStudentEmail("preview"));
    for (const cookie of ["", visitor.cookie]) {
      const refused = await fetch(`${server().url}/admin/posts/${post.id}/preview`, {
        headers: cookie ? { cookie } : {},
        redirect: "manual",
      });
      expect(refused.status).toBe(302);
    }
  });
});

describe("scheduling", () => {
  it("refuses a time in the past", async () => {
    const post = await created();
    const response = await call("POST", `/${post.id}/schedule`, {
      version: post.version,
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: blogMessages.scheduleInPast });
  });

  it("publishes a scheduled post once at its time, however many instances look", async () => {
    const post = await created();
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call("POST", `/${post.id}/schedule`, {
      version: post.version,
      publishAt: at.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);

    // Two instances sharing the database, each with its own services, at the post's time.
    const instances = [1, 2].map(() =>
      createBlogPosts(
        server().database,
        createCommit(server().database, () => undefined),
        {
          changed: () => undefined,
        },
      ),
    );
    const later = new Date(at.getTime() + 1_000);
    const counts = await Promise.all(instances.map((instance) => instance.publishDue(later)));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    const audit = await server()
      .database.db.selectFrom("audit_log")
      .select("action")
      .where("subject", "=", post.title)
      .where("action", "=", "blog.published_on_schedule")
      .execute();
    expect(audit).toHaveLength(1);
    server().services.pagesChanged.notify(undefined);
    expect((await page(`/blog/${post.slug}`)).status).toBe(200);
  });
});
