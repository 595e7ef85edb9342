import { expect, test, phone } from "./support/fixtures";
import { isMobile } from "./support/page-checks";

/** The alpha of a computed colour: rgba(r, g, b, a), or the "/ a" of the CSS Color 4 forms. */
const backgroundAlpha = (color: string) => {
  const slash = /\/\s*([\d.]+)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]);
  const parts = /^rgba\(([^)]+)\)$/.exec(color)?.[1]?.split(",") ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
};

test(
  "the navigation turns translucent once the page scrolls past 20 px",
  phone,
  async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    const alpha = async () =>
      backgroundAlpha(await header.evaluate((el) => getComputedStyle(el).backgroundColor));
    expect(await alpha()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    expect(await alpha()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(alpha).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(alpha).toBe(1);
  },
);

test(
  "the mobile menu opens, closes with Escape and gives focus back",
  phone,
  async ({ page, checkAccessibility }) => {
    test.skip(!isMobile(page), "the menu button shows on small screens");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeVisible();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
    // Once hydrated, the attribute repeats what the browser says of a popover's button.
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await checkAccessibility();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const open = page.getByRole("button", { name: "Menu", exact: true });
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await open.click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  },
);

test.describe("before the page's scripts have run", phone, () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens at the first tap and closes on Escape or a tap outside", async ({
    page,
  }) => {
    test.skip(!isMobile(page), "the menu button shows on small screens");
    await page.goto("/");
    const open = page.getByRole("button", { name: "Menu", exact: true });
    await open.tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.tap();
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();

    await open.tap();
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    // A tap on the page below the open menu, in the margin beside the text.
    await page.getByRole("main").tap({ position: { x: 8, y: 400 } });
    await expect(menu).toBeHidden();
    await expect(open).toBeVisible();
  });
});

test(
  "Login opens an accessible dialog that Escape closes",
  phone,
  async ({ page, checkAccessibility }) => {
    await page.goto("/");
    const login = page.getByRole("button", { name: "Login" });
    await login.click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await checkAccessibility();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  },
);

test(
  "the footer has quick links, contact details, social links and legal pages",
  phone,
  async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Quick links" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "hello@kodeveda.in" })).toHaveAttribute(
      "href",
      "mailto:hello@kodeveda.in",
    );
    await expect(footer.getByRole("link", { name: "Kodeveda on LinkedIn" })).toBeVisible();
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeVisible();
    // The newsletter box links the notice too; both lead to it.
    await footer.getByRole("link", { name: "Privacy Notice" }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
  },
);
