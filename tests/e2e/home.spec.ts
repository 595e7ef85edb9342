import type { Page } from "@playwright/test";
import { heroSlides } from "#shared/content/home";
import { testimonials } from "#shared/content/testimonials";
import { expect, pageBeforeReact, test, phone } from "./support/fixtures";

const hero = (page: Page) => page.getByRole("region", { name: "Highlights" });
const heroTitle = (page: Page) => hero(page).getByRole("heading", { level: 2 });
const testimonialRegion = (page: Page) =>
  page.getByRole("region", { name: "Student testimonials" });

/** Moves pointer and focus away, so neither holds a carousel still. */
async function leaveCarousels(page: Page) {
  await page.locator("footer").hover();
  await page.getByRole("link", { name: "Kodeveda", exact: true }).focus();
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
  });

  test("the hero advances every 5 seconds and dots pick a slide", phone, async ({ page }) => {
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);
    // Stop the page's clock so the 5 s can be measured to the millisecond from here on.
    await page.clock.pauseAt(Date.now() + 1_000);
    const dot = (n: number) =>
      hero(page).getByRole("button", { name: new RegExp(`^Show slide ${n}`) });
    await dot(2).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(heroTitle(page)).toHaveText(heroSlides[1]!.title);
    await leaveCarousels(page);

    await page.clock.runFor(4_900);
    await expect(heroTitle(page)).toHaveText(heroSlides[1]!.title);
    await page.clock.runFor(200);
    await expect(heroTitle(page)).toHaveText(heroSlides[2]!.title);
    await page.clock.runFor(5_000);
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);
    await page.clock.runFor(5_000);
    await expect(heroTitle(page)).toHaveText(heroSlides[1]!.title);

    await dot(3).click();
    await expect(heroTitle(page)).toHaveText(heroSlides[2]!.title);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
  });

  test("the hero pauses while pointed at, and with its pause button", async ({ page }) => {
    await hero(page).hover();
    await page.clock.runFor(12_000);
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);

    // Pointer and focus leave the carousel after each click, so only the button holds it.
    const leave = () => leaveCarousels(page);
    await hero(page).getByRole("button", { name: "Pause highlights" }).click();
    await leave();
    await page.clock.runFor(12_000);
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);

    await hero(page).getByRole("button", { name: "Play highlights" }).click();
    await leave();
    await page.clock.runFor(5_100);
    await expect(heroTitle(page)).toHaveText(heroSlides[1]!.title);
  });

  test("the hero pauses while keyboard focus is inside it", async ({ page }) => {
    // Focus before hydration pauses nothing, so retry until the slides stop advancing (their
    // live region turns polite only then).
    await expect(async () => {
      await hero(page).getByRole("link", { name: heroSlides[0]!.cta.label }).focus();
      await expect(hero(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite", {
        timeout: 500,
      });
    }).toPass();
    await page.clock.runFor(12_000);
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);
  });

  test("the counters show their final numbers to crawlers and count up when seen", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(">1200+<");
    expect(html).toContain("Students Trained");
    expect(html).toContain("Partner Colleges");

    const students = page.getByText("Students Trained").locator("..").locator("[aria-hidden=true]");
    const shown = async () => Number((await students.textContent())?.replace("+", ""));
    // The page's clock moves only when the test moves it: the 2 s count-up is watched in steps.
    await page.clock.pauseAt(Date.now() + 1_000);
    await students.scrollIntoViewIfNeeded();
    // Until the page is interactive and has seen the counter, it shows the server's final
    // number (on a slow machine that can last seconds); the count then starts from 0.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(16);
          return shown();
        },
        { timeout: 20_000, intervals: [20] },
      )
      .toBeLessThan(1200);
    // React paints on its own schedule, so the test steps the clock and records what it sees
    // rather than reading at one instant.
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          seen.push(await shown());
          return seen.at(-1);
        },
        { timeout: 20_000, intervals: [20] },
      )
      .toBe(1200);
    expect(seen.some((value) => value > 0 && value < 1200)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(students).toHaveText("1200+");
    await expect(
      page.getByText("Partner Colleges").locator("..").locator("[aria-hidden=true]"),
    ).toHaveText("5+");
  });

  test("shows What We Do, How It Works, the founder and a call to action", async ({ page }) => {
    const whatWeDo = page.getByRole("region", { name: "What We Do" });
    for (const title of ["Workshops", "Hackathons", "LinkedIn Optimization", "Resume Building"]) {
      await expect(whatWeDo.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "How It Works" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(page.getByRole("region", { name: "A word from our founder" })).toContainText(
      "Arjun Reddy",
    );
    await expect(page.getByRole("link", { name: "Explore projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  test("testimonials advance every 5 seconds and have previous and next", async ({ page }) => {
    const region = testimonialRegion(page);
    const current = region.getByRole("group");
    await region.scrollIntoViewIfNeeded();
    await expect(current).toContainText(testimonials[0]!.name);
    await page.clock.runFor(5_100);
    await expect(current).toContainText(testimonials[1]!.name);

    await page.mouse.move(0, 0);
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current).toContainText(testimonials[2]!.name);
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current).toContainText(testimonials[3]!.name);
  });
});

test(
  "the carousels' buttons work from the first paint, before React, which keeps their slides",
  phone,
  async ({ browser }) => {
    const { page, errors, hydrate } = await pageBeforeReact(browser, "/");
    const dot = (n: number) =>
      hero(page).getByRole("button", { name: new RegExp(`^Show slide ${n}`) });
    const testimonial = testimonialRegion(page).getByRole("group");
    const next = testimonialRegion(page).getByRole("button", { name: "Next testimonial" });

    await dot(3).click();
    await expect(heroTitle(page)).toHaveText(heroSlides[2]!.title);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(dot(1)).not.toHaveAttribute("aria-current", /./);
    await next.click();
    await expect(testimonial).toContainText(testimonials[1]!.name);
    await expect(testimonialRegion(page).getByText("2 / 4")).toBeVisible();
    await expect(testimonialRegion(page).getByText("1 / 4")).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    // React takes over at those slides, without a hydration error, and moves on from them.
    await hydrate();
    await expect(heroTitle(page)).toHaveText(heroSlides[2]!.title);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(testimonial).toContainText(testimonials[1]!.name);
    await next.click();
    await expect(testimonial).toContainText(testimonials[2]!.name);
    await expect(testimonialRegion(page).getByText("3 / 4")).toBeVisible();
    await dot(1).click();
    await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);
    expect(errors()).toEqual([]);
    await page.close();
  },
);

test("carousels do not move for visitors who prefer reduced motion", async ({
  page,
  checkAccessibility,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  await expect(hero(page).getByRole("button", { name: "Play highlights" })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(heroTitle(page)).toHaveText(heroSlides[0]!.title);
  await expect(testimonialRegion(page).getByRole("group")).toContainText(testimonials[0]!.name);
  await checkAccessibility();
});
