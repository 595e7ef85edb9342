import { navigationLinks, portalRoute, siteRoutes } from "../support/routes";
import { expect, test, phone } from "./support/fixtures";
import { isMobile } from "./support/page-checks";

for (const route of siteRoutes) {
  test(
    `${route.path} renders in the site layout`,
    phone,
    async ({ page, consoleErrors, checkAccessibility }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);

      const nav = page.getByRole("navigation", { name: "Main" });
      if (isMobile(page)) {
        await nav.getByRole("button", { name: "Menu", exact: true }).click();
        await expect(nav.getByRole("button", { name: "Close menu" })).toBeVisible();
        await expect(
          page.locator("#mobile-menu").getByRole("link", { name: "Home" }),
        ).toBeVisible();
      }
      for (const name of navigationLinks) {
        await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
      }
      await expect(nav.getByRole("button", { name: "Login" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Quick links");

      await checkAccessibility();
      expect(consoleErrors()).toEqual([]);
    },
  );
}

test(
  "the portal's sign-in renders in the portal's own frame, without the site's header and footer",
  phone,
  async ({ page, consoleErrors, checkAccessibility }) => {
    const response = await page.goto(portalRoute.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(portalRoute.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalRoute.heading);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Back to the site" }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await checkAccessibility();
    expect(consoleErrors()).toEqual([]);
  },
);

test("an unknown address shows the 404 page with status 404", async ({ page, consoleErrors }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Kodeveda");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  // The browser logs the 404 of the document itself; nothing else may fail.
  expect(consoleErrors().filter((e) => !e.includes("404"))).toEqual([]);
});

test("pages hydrate: client-side navigation works without a full reload", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(consoleErrors()).toEqual([]);
});

test(
  "the first paint needs only the HTML: nothing is fetched before it, and no font at all",
  phone,
  async ({ page, consoleErrors }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (["stylesheet", "font"].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.goto("/");
    // Styled from the inline stylesheet: the header is laid out as designed.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    // The Login button appears once the page has hydrated and asked for the session.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Login" }),
    ).toBeVisible();
    // Pictures the layout asks for are content; scripts, preloads, fonts and data are not.
    const beforeFirstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType !== "img")
        .filter((entry) => !paint || entry.startTime <= paint.startTime)
        .map((entry) => entry.name);
    });
    expect(beforeFirstPaint).toEqual([]);
    expect(fetched).toEqual([]);
    expect(consoleErrors()).toEqual([]);
  },
);
