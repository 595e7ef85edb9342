import sharp from "sharp";
import { expect, test, unique, waitForHydration, withHydration } from "./support/fixtures";
import { e2eStaffPort } from "./support/payments";
import { acceptInvitation, inviteStaff, signInToPortal } from "./support/portal";
import { xssPayloads } from "../support/xss-payloads";
import { staffMessages } from "#shared/domain/staff";
import type { Page } from "@playwright/test";

// A server of its own (its posts would change what blog.spec.ts counts); the desktop project covers the portal.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/**
 * A real PNG (the server validates images by their content and re-encodes them), wide enough
 * to be stored at 480, 720, 960 and 1200 pixels.
 */
const picturePng = (background: string) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background } })
    .png()
    .toBuffer();

/** The fields around the body: excerpt, category and an uploaded cover of one colour. */
async function describePost(
  page: Page,
  post: { excerpt: string; category: string; cover: string; coverAlt: string },
) {
  await page.getByRole("textbox", { name: "Excerpt" }).fill(post.excerpt);
  await page.getByRole("combobox", { name: "Category" }).selectOption(post.category);
  await page.getByLabel("Upload cover image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await picturePng(post.cover),
  });
  await page
    .getByRole("textbox", { name: "Cover image description (alt text)" })
    .fill(post.coverAlt);
  // Stored and re-encoded by the server (a few seconds on a busy machine) before anything is saved.
  await expect(page.getByRole("img", { name: post.coverAlt })).toBeVisible({ timeout: 20_000 });
}

test("an invited editor writes, previews and publishes a post; visitors find it; slug change redirects; unpublish is gone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Editor e2e ${id}`;
  const slug = `editor-e2e-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const excerpt = `An end-to-end post written in the staff editor (${id}).`;
  const category = "Web Technologies";

  // An admin invites a trainer as an editor; the trainer sets a password from the email.
  const office = withHydration(await browser.newPage());
  await signInToPortal(office);
  const editor = {
    name: `Asha Rao ${id}`,
    email: `asha.${id}@kodeveda.test`.toLowerCase(),
    password: "a trainer's passphrase",
  };
  await acceptInvitation(page, await inviteStaff(office, editor.email, "editor"), editor);

  // The editor's portal: the blog and the newsletter, and none of the lists.
  await signInToPortal(page, editor);
  await expect(page.getByRole("link", { name: "Manage bookings" })).toHaveCount(0);
  await page.getByRole("link", { name: "Manage blog posts" }).click();
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: "Slug (the post’s address)" })).toHaveValue(slug);
  await describePost(page, {
    excerpt,
    category,
    cover: "#1d4ed8",
    coverAlt: "A blue placeholder cover",
  });
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

  // A picture in the body, uploaded from the toolbar.
  await page.keyboard.press("ControlOrMeta+End");
  await toolbar.getByRole("button", { name: "Image" }).click();
  await page.getByLabel("Image file").setInputFiles({
    name: "diagram.png",
    mimeType: "image/png",
    buffer: await picturePng("#15803d"),
  });
  await page
    .getByRole("textbox", { name: "Image description (alt text)", exact: true })
    .fill("A green diagram");
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(body.getByRole("img", { name: "A green diagram" })).toHaveAttribute(
    "src",
    /^\/media\/[a-f0-9]+-960\.webp$/,
  );

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
  await waitForHydration(preview);
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
  const visitor = withHydration(await browser.newPage());
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
  // The cover comes first and at once; the body's picture waits until it is scrolled to. Both
  // are offered at every stored width, AVIF first.
  const cover = visitor.getByRole("img", { name: "A blue placeholder cover" });
  await expect(cover).toHaveAttribute(
    "srcset",
    /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/,
  );
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).not.toHaveAttribute("loading", "lazy");
  const diagram = visitor.getByRole("img", { name: "A green diagram" });
  await expect(diagram).toHaveAttribute("loading", "lazy");
  await expect(diagram).toHaveAttribute("srcset", /480w, .*960w, .*1200w$/);
  await expect(visitor.locator('picture source[type="image/avif"]')).toHaveCount(2);
  const avif = await visitor.request.get(
    (await diagram.getAttribute("src"))!.replace(/-960\.webp$/, "-480.avif"),
  );
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["cache-control"]).toContain("immutable");
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

  // The office sees who did what, by name.
  await office.goto("/admin");
  await expect(office.getByText(`${editor.name} deleted "${title}"`)).toBeVisible();
  await office.close();
});

test("leaving with unsaved changes asks first; a 409 is shown, never overwritten", async ({
  page,
  browser,
}) => {
  await signInToPortal(page);
  // Any existing post will do: open the first in the list.
  await page.goto("/admin/posts");
  await page.getByRole("region", { name: "Blog posts table" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Edit post", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Post body" })).toBeVisible();
  const excerpt = page.getByRole("textbox", { name: "Excerpt" });
  const original = await excerpt.inputValue();

  // Someone else saves the same post in another tab.
  const other = withHydration(
    await browser.newPage({ storageState: await page.context().storageState() }),
  );
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

/** The next whole minute at least 15 seconds away, as the schedule field takes it (IST). */
function nextMinuteInIndia(): { field: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { field: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, at };
}

test("attack markup pasted into the editor comes out inert; a scheduled post goes live at its time", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const title = `Scheduled e2e ${id}`;
  const slug = `scheduled-e2e-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");

  await signInToPortal(page);
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await describePost(page, {
    excerpt: `A post that publishes itself (${id}).`,
    category: "Resume Building",
    cover: "#7c3aed",
    coverAlt: "A violet placeholder cover",
  });

  // Pasted as a browser pastes copied HTML: the editor's own paste handling, then the server.
  const body = page.getByRole("textbox", { name: "Post body" });
  await body.click();
  await page.keyboard.type("Before the paste.");
  await body.evaluate((element, html) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/html", html);
    clipboardData.setData("text/plain", "pasted");
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }),
    );
  }, xssPayloads.join("\n"));
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  // The text of a refused link stays, as text.
  await expect(body.getByText("leading spaces")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByText("Status: Draft")).toBeVisible();

  const { field, at } = nextMinuteInIndia();
  await page.getByLabel("Publish on (India time, IST)").fill(field);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Status: Scheduled")).toBeVisible();

  const visitor = withHydration(await browser.newPage());
  visitor.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
  // The server publishes it at its time, with no one signed in to do it.
  await expect
    .poll(async () => (await visitor.request.get(`/blog/${slug}`)).status(), {
      timeout: 100_000,
      intervals: [1_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await visitor.goto("/blog");
  await expect(visitor.getByRole("article").first().getByRole("heading")).toHaveText(title);

  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByText("Before the paste.")).toBeVisible();
  await expect(visitor.getByText("leading spaces")).toBeVisible();
  const article = visitor.getByRole("article").first();
  const unsafe = await article.evaluate((element) => {
    const found: string[] = [];
    for (const node of element.querySelectorAll("*")) {
      const tag = node.tagName.toLowerCase();
      if (
        [
          "script",
          "iframe",
          "object",
          "embed",
          "svg",
          "math",
          "style",
          "form",
          "base",
          "meta",
          "link",
        ].includes(tag)
      ) {
        found.push(`<${tag}>`);
      }
      for (const attribute of node.attributes) {
        // The browser ignores spaces and control characters around and inside a scheme.
        const value = attribute.value.replace(/[^\x21-\x7e]/g, "").toLowerCase();
        if (attribute.name.startsWith("on") || attribute.name === "style")
          found.push(attribute.name);
        if (/^(javascript|vbscript|data):/.test(value)) found.push(`${attribute.name}=${value}`);
      }
    }
    return found;
  });
  expect(unsafe).toEqual([]);
  await visitor.mouse.move(200, 400);
  expect(dialogs).toBe(0);

  // Tidy up.
  await page.reload();
  await expect(page.getByText("Status: Published")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" })
    .click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await visitor.close();
});

test("an admin revokes a waiting invitation once they confirm; its link then opens nothing", async ({
  page,
}) => {
  const email = `invited.${unique()}@kodeveda.test`.toLowerCase();
  await signInToPortal(page);
  const link = await inviteStaff(page, email, "admin");

  const revoke = page.getByRole("button", { name: `Revoke the invitation of ${email}` });
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await revoke.click();
  await expect(revoke).toBeVisible();
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await revoke.click();
  await expect(page.getByText("Invitation revoked: its link no longer works.")).toBeVisible();
  await expect(revoke).toHaveCount(0);
  expect(questions).toEqual([
    `Revoke the invitation of ${email}?`,
    `Revoke the invitation of ${email}?`,
  ]);

  await page.goto(link);
  await expect(page.getByText(staffMessages.invitationInvalid)).toBeVisible();
  await expect(page.getByRole("button", { name: "Set my password" })).toHaveCount(0);
});
