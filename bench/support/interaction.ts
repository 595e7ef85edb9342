import { throttling, userAgents } from "lighthouse/core/config/constants.js";
import {
  chromium,
  type Browser,
  type ElementHandle,
  type Locator,
  type Page,
} from "playwright-core";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium";

/** One control of the site and the visible reaction a tap on it should produce. */
interface Control {
  name: string;
  path: string;
  action: string;
  /** What the visitor taps, found as a screen reader would. */
  target: (page: Page) => Locator;
  /**
   * The reaction as a CSS selector, matched in the page at every DOM change and every popover's
   * toggle so its time is the page's own (a probe from outside waits whenever the throttled
   * main thread is busy).
   */
  reaction: string;
  /** The same reaction as the visitor sees it, checked once it happened. */
  confirm: (page: Page) => Locator;
}

// The hero advances by itself to the second slide 5 s after hydration and the testimonials
// to the second one: the third dot and "Previous" (to the fourth) are moves that only a tap
// makes within the first 10 s.
const controls: readonly Control[] = [
  {
    name: "Menu",
    path: "/",
    action: 'tap "Menu": the mobile menu\'s links show',
    target: (page) => page.getByRole("button", { name: "Menu" }),
    // A popover since the loading changes; the hidden list before them (the baseline).
    reaction: "#mobile-menu:popover-open, #mobile-menu:not([popover]):not([hidden])",
    confirm: (page) => page.locator("#mobile-menu").getByRole("link", { name: "Contact Us" }),
  },
  {
    name: "Hero carousel",
    path: "/",
    action: "tap the third dot: the third slide shows",
    target: (page) =>
      page
        .getByRole("region", { name: "Highlights" })
        .getByRole("button", { name: /^Show slide 3/ }),
    reaction: 'section[aria-label="Highlights"] [aria-label="3 of 3"][aria-hidden="false"]',
    confirm: (page) =>
      page.getByRole("region", { name: "Highlights" }).getByRole("group", { name: "3 of 3" }),
  },
  {
    name: "Testimonial carousel",
    path: "/",
    action: 'tap "Previous testimonial": the fourth one shows',
    target: (page) => page.getByRole("button", { name: "Previous testimonial" }),
    reaction: '[aria-label="Student testimonials"] [aria-label="4 of 4"][aria-hidden="false"]',
    confirm: (page) =>
      page
        .getByRole("region", { name: "Student testimonials" })
        .getByRole("group", { name: "4 of 4" }),
  },
  {
    name: "Login dialog",
    path: "/",
    action: 'tap "Login" (shown once the session is known): the dialog opens',
    target: (page) => page.getByRole("button", { name: "Login", exact: true }),
    reaction: "dialog[open]",
    confirm: (page) => page.getByRole("dialog", { name: "Sign in" }),
  },
  {
    name: "Contact form",
    path: "/contact",
    action: 'tap "Send Message" on the empty form: "Name is required" shows, no navigation',
    target: (page) => page.getByRole("button", { name: "Send Message" }),
    reaction: 'main form input[name="name"][aria-invalid="true"]',
    confirm: (page) => page.getByText("Name is required", { exact: true }),
  },
  {
    name: "Booking form",
    path: "/book-slot",
    action:
      'tap "Book a Slot" on the empty form: "Organization name is required" shows, no navigation',
    target: (page) => page.getByRole("button", { name: "Book a Slot" }),
    reaction: 'main form input[name="organizationName"][aria-invalid="true"]',
    confirm: (page) => page.getByText("Organization name is required", { exact: true }),
  },
  {
    name: "Newsletter (footer)",
    path: "/",
    action: 'tap "Subscribe" with no address: "Please enter a valid email." shows',
    target: (page) => page.locator("footer").getByRole("button", { name: "Subscribe" }),
    reaction: 'footer form input[name="email"][aria-invalid="true"]',
    confirm: (page) =>
      page.locator("footer").getByText("Please enter a valid email.", { exact: true }),
  },
];

/**
 * The end of hydration: the page marks `<html data-hydrated>` once React has it (since issue
 * 23); before that, the footer's newsletter button was disabled until React had hydrated the
 * page (useHydrated), and is still the mark for a build from before (the baseline).
 */
const hydratedSelector =
  'html[data-hydrated="true"], footer form:not([data-early-form]) button[type="submit"]:enabled';

/** Times in ms since navigation start (performance.timeOrigin); null: never happened. */
export interface InteractionRun {
  fcp: number | null;
  hydrated: number | null;
  /** The first tap: the control was painted and on the screen. */
  firstTap: number | null;
  /** The reaction appeared in the page. */
  responds: number | null;
  /** Taps (clicks) the page received up to the reaction, the one that worked included. */
  taps: number;
}

export interface InteractionRow {
  control: string;
  path: string;
  action: string;
  runs: InteractionRun[];
}

interface PageProbe {
  fcp: number | null;
  hydrated: number | null;
  reaction: number | null;
  clicks: number;
}

/**
 * Installed before the page's own scripts; records in the page's time. Serialized into the
 * page: no named inner functions, which tsx would wrap in a helper the page lacks.
 */
function installProbe({ reaction, hydrated }: { reaction: string; hydrated: string }) {
  const probe: PageProbe = { fcp: null, hydrated: null, reaction: null, clicks: 0 };
  Object.assign(window, { __interactionProbe: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") probe.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  // Taps still on their way once the control reacted would undo it (close the menu or the
  // dialog, move the carousel on) before it is checked: the page no longer sees them.
  addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted) return;
      if (probe.reaction === null) {
        probe.clicks++;
      } else {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (probe.hydrated === null && document.querySelector(hydrated)) {
      probe.hydrated = performance.now();
    }
    if (probe.reaction === null && document.querySelector(reaction)) {
      probe.reaction = performance.now();
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["hidden", "aria-hidden", "aria-invalid", "open", "disabled", "data-hydrated"],
  });
  // A popover opens without changing the DOM; its toggle event does not bubble, hence capture.
  addEventListener(
    "toggle",
    () => {
      if (probe.reaction === null && document.querySelector(reaction)) {
        probe.reaction = performance.now();
      }
    },
    true,
  );
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __interactionProbe: PageProbe }).__interactionProbe);

const tapEveryMs = 50;
const giveUpAfterMs = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh phone with an empty cache, throttled before it loads anything. */
async function throttledPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    // Lighthouse's mobile screen, a Moto G Power (its constants.js declares that one with
    // types this project does not load).
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lighthouse's own "devtools" throttling of its mobile preset (mobileSlow4G in
  // lighthouse/core/config/constants.js: 150 ms RTT × 3.75, 1.6 Mbit/s and 750 kbit/s × 0.9,
  // CPU 4×), converted to bytes per second as Lighthouse's emulation.js does.
  const network = throttling.mobileSlow4G;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: Math.floor((network.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((network.uploadThroughputKbps * 1024) / 8),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });
  return page;
}

/** The control's centre, scrolled onto the screen; null while it is not there to tap. */
async function tapPoint(
  handle: ElementHandle,
  page: Page,
): Promise<{ x: number; y: number } | null> {
  let box = await handle.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport || box.width === 0) return null;
  if (box.y < 0 || box.y + box.height > viewport.height) {
    await handle.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
    box = await handle.boundingBox();
    if (!box) return null;
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * One visit: the visitor taps the control every 50 ms from the first paint on, as someone
 * impatient would, until it reacts. The handle is taken once (hydration keeps the server's
 * elements), so the taps do not rerun an accessibility query on the busy main thread.
 */
async function measureOnce(browser: Browser, origin: string, control: Control) {
  const page = await throttledPhonePage(browser);
  try {
    await page.addInitScript(installProbe, {
      reaction: control.reaction,
      hydrated: hydratedSelector,
    });
    await page.goto(origin + control.path, { waitUntil: "commit" });
    const url = page.url();
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const now = () => Date.now() - timeOrigin;
    let handle: ElementHandle | null = null;
    let firstTap: number | null = null;
    let probe = await readProbe(page);
    while (probe.reaction === null && now() < giveUpAfterMs) {
      const started = Date.now();
      if (probe.fcp !== null) {
        handle ??= await control
          .target(page)
          .elementHandle({ timeout: tapEveryMs })
          .catch(() => null);
        const point = handle && (await tapPoint(handle, page));
        if (point) {
          firstTap ??= now();
          await page.touchscreen.tap(point.x, point.y);
        }
      }
      await sleep(Math.max(0, tapEveryMs - (Date.now() - started)));
      probe = await readProbe(page);
    }
    if (probe.reaction !== null) {
      await control.confirm(page).waitFor({ state: "visible", timeout: 5_000 });
      const sameDocument = await page.evaluate((t) => performance.timeOrigin === t, timeOrigin);
      if (page.url() !== url || !sameDocument) {
        throw new Error(`${control.name}: the tap navigated away from ${url}`);
      }
    }
    while (probe.hydrated === null && now() < giveUpAfterMs) {
      await sleep(tapEveryMs);
      probe = await readProbe(page);
    }
    const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
    return {
      fcp: round(probe.fcp),
      hydrated: round(probe.hydrated),
      firstTap: round(firstTap),
      responds: round(probe.reaction),
      taps: probe.clicks,
    } satisfies InteractionRun;
  } finally {
    await page.context().close();
  }
}

/**
 * Time until each control of the site served at `origin` responds to a tap on a slow
 * phone: Lighthouse's mobile viewport, 4× slower CPU and slow 4G, applied through the
 * DevTools protocol (real throttling, not Lighthouse's simulation), a fresh context with an
 * empty cache for every run.
 */
export async function measureInteractions(origin: string, runs = 5): Promise<InteractionRow[]> {
  if (runs < 1) throw new Error("INTERACTION_RUNS must be at least 1");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  const rows: InteractionRow[] = [];
  try {
    for (const control of controls) {
      const row: InteractionRow = {
        control: control.name,
        path: control.path,
        action: control.action,
        runs: [],
      };
      for (let i = 0; i < runs; i++) row.runs.push(await measureOnce(browser, origin, control));
      rows.push(row);
      const summary = summarize(row.runs, "responds");
      console.log(
        `interaction ${control.name}: responds at ${summary} ms (hydrated ${summarize(row.runs, "hydrated")} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** "median (min–max)", with the runs where it never happened counted. */
function summarize(runs: InteractionRun[], field: keyof InteractionRun): string {
  const values = runs.map((run) => run[field]).filter((value) => value !== null);
  if (values.length === 0) return "never";
  const missed = runs.length - values.length;
  return `${median(values)} (${Math.min(...values)}–${Math.max(...values)})${missed ? `, ${missed} never` : ""}`;
}

export function interactionTable(rows: InteractionRow[]): string {
  return [
    "| Control | Page | Action and reaction | Responds (ms) | First tap (ms) | Taps | Hydrated (ms) | FCP (ms) |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.control} | \`${row.path}\` | ${row.action} | ${summarize(row.runs, "responds")} | ${summarize(row.runs, "firstTap")} | ${summarize(row.runs, "taps")} | ${summarize(row.runs, "hydrated")} | ${summarize(row.runs, "fcp")} |`,
    ),
  ].join("\n");
}

export const interactionNotes = `Chromium with Lighthouse's mobile settings applied as real throttling through the DevTools
protocol: 4× CPU slowdown (\`Emulation.setCPUThrottlingRate\`), slow 4G
(\`Network.emulateNetworkConditions\`: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up,
Lighthouse's \`mobileSlow4G\` devtools figures), Moto G Power viewport (412×823, DPR 1.75,
touch), a fresh context with an empty cache for every run. From its first paint on, the
visitor taps the control every 50 ms until it reacts. Times are in ms since navigation start,
median (min–max) of the runs: *Responds* is when the reaction appeared in the page, *First
tap* when the control was first painted and tapped, *Taps* how many taps the page received
up to the reaction (a tap made before React has hydrated the page is lost unless the control
works without React: React does not replay it), *Hydrated* when React had hydrated the page
(\`<html data-hydrated>\`; in a build from before issue 23, the footer's newsletter button is
enabled).`;
