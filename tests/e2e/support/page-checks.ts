import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Collects what a visitor would never see but that means something broke: console errors. */
export function watchForErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return () => errors;
}

/** The WCAG 2.2 A and AA rules, checked by axe-core on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Everything wider than the screen: the page scrolling sideways, or a box in it (a table's
 * scrolling region) whose content is wider than the box. Empty when everything fits.
 */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) {
      found.push(`the page is ${page.scrollWidth} px wide in ${window.innerWidth}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const { overflowX } = getComputedStyle(element);
      const scrolls = overflowX === "auto" || overflowX === "scroll";
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute("aria-label") ?? element.className;
        found.push(
          `${element.localName} "${name}": ${element.scrollWidth} px in ${element.clientWidth}`,
        );
      }
    }
    return found;
  });
}
