import sharp from "sharp";
import { expect, test, unique } from "./support/fixtures";
import { e2eAdmin, e2eBlogEditorPort } from "./support/payments";
import type { Page } from "@playwright/test";

// A server of its own (its posts would change what blog.spec.ts counts); the desktop project covers the portal.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eBlogEditorPort}` });
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, "one admin account: the desktop project covers the portal");
});

async function signIn(page: Page) {
  await page.goto("/admin");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill(e2eAdmin.email);
  await main.getByLabel("Password").fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** A small, real PNG: the server validates images by their content and re-encodes them. */
const coverPng = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

test("a trainer writes, previews and publishes a post; visitors find it; slug change redirects; unpublish is gone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Editor e2e ${id}`;
  const slug = `editor-e2e-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const excerpt = `An end-to-end post written in the staff editor (${id}).`;
  const category = "Web Technologies";

  await signIn(page);
  await page.getByRole("link", { name: "Manage blog posts" }).click();
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: "Slug (the post’s address)" })).toHaveValue(slug);
  await page.getByRole("textbox", { name: "Excerpt" }).fill(excerpt);
  await page.getByRole("combobox", { name: "Category" }).selectOption(category);
  await page.getByLabel("Upload cover image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await coverPng(),
  });
  await page
    .getByRole("textbox", { name: "Cover image description (alt text)" })
    .fill("A blue placeholder cover");
  await expect(page.getByRole("img", { name: "A blue placeholder cover" })).toHaveAttribute(
    "src",
    /^\/media\//,
  );

  // The body, with the toolbar.
  const body = page.getByRole("textbox", { name: "Post body" });
  await expect(body).toBeVisible();
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await body.click();
  await toolbar.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Getting started");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read our notes at ");
  await toolbar.getByRole("button", { name: "Link" }).click();
  await page.getByRole("textbox", { name: "Link address" }).fill("https://example.com/notes");
  await page.getByRole("button", { name: "Apply link" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("First point");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Second point");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Code block" }).click();
  await page.getByRole("combobox", { name: "Code language" }).selectOption("ts");
  await body.locator("pre").click();
  await page.keyboard.type("const answer: number = 42;");

  await expect(body.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await expect(body.getByRole("link", { name: "https://example.com/notes" })).toBeVisible();
  await expect(body.getByRole("listitem")).toHaveCount(2);
  await expect(body.locator("pre code.language-ts")).toHaveText("const answer: number = 42;");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByRole("heading", { name: "Edit post", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at \d\d:\d\d$/ })).toBeVisible();
  await expect(page.getByText("Status: Draft")).toBeVisible();
  const editorUrl = page.url();

  // Preview, in its own tab, as the article page shows it.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Preview" }).click(),
  ]);
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Getting started", level: 2 })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await preview.getByRole("button", { name: "Phone width" }).click();
  const frame = preview.getByRole("region", { name: "Phone-width preview" });
  await expect(frame).toBeVisible();
  expect((await frame.boundingBox())?.width).toBe(390);
  await preview.close();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Status: Published")).toBeVisible();

  // A visitor.
  const visitor = await browser.newPage();
  await visitor.goto("/blog");
  await expect(visitor.getByRole("article").first().getByRole("heading")).toHaveText(title);
  await visitor.goto(`/blog?q=${encodeURIComponent(id)}`);
  await expect(visitor.getByRole("article")).toHaveCount(1);
  await expect(visitor.getByRole("article").getByRole("heading")).toHaveText(title);
  await visitor.goto(`/blog?category=${encodeURIComponent(category)}`);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "https://example.com/notes" })).toHaveAttribute(
    "rel",
    /nofollow/,
  );
  // Highlighted on the server.
  await expect(visitor.locator("pre code.language-ts .hljs-keyword").first()).toHaveText("const");
  const rss = await visitor.request.get("/rss.xml");
  expect(await rss.text()).toContain(title);
  const sitemap = await visitor.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`/blog/${slug}`);

  // The slug changes: the old address redirects to the new one.
  const newSlug = `${slug}-renamed`;
  await page.getByRole("textbox", { name: "Slug (the post’s address)" }).fill(newSlug);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const moved = await visitor.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`/blog/${newSlug}$`));
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/blog/${newSlug}$`));

  // Unpublished: the address answers 410.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Status: Unpublished")).toBeVisible();
  expect((await visitor.request.get(`/blog/${newSlug}`)).status()).toBe(410);

  // Tidy up so other blog specs keep seeing only the seeded posts: delete, after confirming.
  expect(page.url()).toBe(editorUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect((await visitor.request.get(`/blog/${newSlug}`)).status()).toBe(410);
  await visitor.close();
});

test("leaving with unsaved changes asks first; a 409 is shown, never overwritten", async ({
  page,
  browser,
}) => {
  await signIn(page);
  // Any existing post will do: open the first in the list.
  await page.goto("/admin/posts");
  await page.getByRole("region", { name: "Blog posts table" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Edit post", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Post body" })).toBeVisible();
  const excerpt = page.getByRole("textbox", { name: "Excerpt" });
  const original = await excerpt.inputValue();

  // Someone else saves the same post in another tab.
  const other = await browser.newPage({ storageState: await page.context().storageState() });
  await other.goto(page.url());
  await other.getByRole("textbox", { name: "Excerpt" }).fill(`${original} (edited elsewhere)`);
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  await excerpt.fill(`${original} (mine)`);
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("changed by someone else");
  await expect(excerpt).toHaveValue(`${original} (mine)`);

  // Leaving through a link asks; staying keeps the text.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Blog posts" })
    .click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(excerpt).toHaveValue(`${original} (mine)`);

  // Put the other tab's change back, so the seeded post reads as before.
  await other.reload();
  await other.getByRole("textbox", { name: "Excerpt" }).fill(original);
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  await other.close();
});
