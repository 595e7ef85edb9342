import { expect, test } from "./support/fixtures";
import { articles } from "#shared/content/articles";
import { articleCategories } from "#shared/content/types";

const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));

test("the blog features the newest article and lists all 15", async ({ page }) => {
  await page.goto("/blog");
  const featured = page.getByRole("article").first();
  await expect(featured).toContainText("Featured");
  await expect(featured.getByRole("heading")).toHaveText(newestFirst[0]!.title);
  await expect(page.getByRole("article")).toHaveCount(15);
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(
    "15 articles found",
  );
});

test("category buttons filter the articles and keep the filter in the address", async ({
  page,
}) => {
  await page.goto("/blog");
  const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
  await expect(categories).toHaveText(["All", ...articleCategories]);
  await categories.filter({ hasText: "Resume Building" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Resume\+Building$/);
  await expect(page.getByRole("article")).toHaveCount(3);
  for (const article of await page.getByRole("article").all()) {
    await expect(article).toContainText("Resume Building");
  }
  await expect(categories.filter({ hasText: "Resume Building" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await categories.filter({ hasText: "All" }).click();
  await expect(page.getByRole("article")).toHaveCount(15);
});

test("the search box filters by title and excerpt as you type", async ({ page }) => {
  await page.goto("/blog");
  // Filtering as you type needs the page's script (without it, the form submits: below). The
  // header's Login button shows once it runs.
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await search.fill("linkedin");
  await expect(page).toHaveURL(/q=linkedin/);
  const expected = articles.filter((a) =>
    `${a.title} ${a.excerpt}`.toLowerCase().includes("linkedin"),
  );
  await expect(page.getByRole("article")).toHaveCount(expected.length);

  await search.fill("quantum basket weaving");
  await expect(
    page.getByText("No articles found. Try a different search or category!"),
  ).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters and search work from the address alone", async ({ page }) => {
    await page.goto("/blog?category=Hackathon+Management&q=judging");
    const expected = articles.filter(
      (a) =>
        a.category === "Hackathon Management" &&
        `${a.title} ${a.excerpt}`.toLowerCase().includes("judging"),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole("article")).toHaveCount(expected.length);
    await expect(page.getByRole("article").first()).toContainText(expected[0]!.title);
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("resume");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=resume/);
    // The address changes when the new page starts to arrive: wait for its articles.
    const matching = articles.filter((a) =>
      `${a.title} ${a.excerpt}`.toLowerCase().includes("resume"),
    );
    expect(matching.length).toBeGreaterThan(0);
    await expect(page.getByRole("article")).toHaveCount(matching.length);
  });
});

test("an article has its own page with its body and related articles", async ({ page }) => {
  const article = newestFirst[0]!;
  await page.goto("/blog");
  await page.getByRole("link", { name: article.title }).click();
  await expect(page).toHaveURL(`/blog/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  const firstParagraph = article.body.find((p) => !p.startsWith("## "))!;
  await expect(page.getByText(firstParagraph)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
  await expect(page.getByRole("region", { name: `More on ${article.category}` })).toBeVisible();
});

test("an unknown article is a 404", async ({ page }) => {
  expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);
});
