import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import { pipelineProjects } from "#shared/content/projects";
import { expectNoAccessibilityViolations, watchForErrors } from "./page-checks";
import { RazorpayCheckoutStandIn, sentEmails, standInForStripeJs } from "./payments";

/**
 * The set-up the specs share, as Playwright fixtures: import `test` and `expect` from here
 * instead of from @playwright/test. Every helper finds elements the way a visitor does: by
 * role, label and text.
 */

/** A value no other test (nor another run on the same server) uses. */
/**
 * The phone project (playwright.config.ts) runs only tests tagged with this: those whose layout or
 * behaviour differs on a phone (the menu, dialogs, forms, the first paint). A journey that only
 * repeats what the desktop run checks is not run twice.
 */
export const phone = { tag: "@phone" };

export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export interface SentEmail {
  to: string[];
  subject: string;
  text: string;
}

/** The main test server's mail, as the SMTP sink (tests/support/smtp-sink-server.ts) got it. */
export interface Mailbox {
  /** Everything the server has sent so far. */
  messages(): Promise<SentEmail[]>;
  /** Waits until a message to `to` whose subject starts with `subject` has arrived. */
  waitFor(to: string, subject: string): Promise<SentEmail>;
}

/** The sign-in and sign-up dialogs, opened from the header as a visitor does. */
export interface Account {
  /** The site's header (banner), where Login, the visitor's name and Sign Out are. */
  header: Locator;
  /** Opens `path` and the sign-in dialog from the header's Login button. */
  openSignIn(path?: string): Promise<Locator>;
  /** Fills in the "Create an account" dialog (password twice) and presses Create Account. */
  submitSignUp(details: { name: string; email: string; password: string }): Promise<Locator>;
  /** Signs a new visitor up from /about; they are signed in once the dialog has closed. */
  signUp(email: string, name?: string): Promise<void>;
}

export type PaymentMethod = "Razorpay" | "Card (Stripe)" | "UPI";

/** The registration dialog of the first project on /projects. */
export interface Registration {
  project: (typeof pipelineProjects)[number];
  /** Opens /projects (on `baseUrl`, default the main server) and the project's dialog. */
  open(baseUrl?: string): Promise<Locator>;
  /** Fills in a student's details and picks the payment method. */
  fillDetails(email: string, method: PaymentMethod): Promise<void>;
}

/** The page's clock, under the test's control. */
export interface PausedClock {
  /**
   * Installs the clock, opens `path`, waits until the `ready` button is enabled (the page is
   * interactive then) and pauses the clock a second later.
   */
  open(path: string, ready: string | ((page: Page) => Locator)): Promise<void>;
}

interface Fixtures {
  /** Serve the stand-in of Stripe.js to the page (js.stripe.com cannot be reached). */
  stripeJsStandIn: boolean;
  /** Serve the stand-in of Razorpay Checkout (checkout.razorpay.com cannot be reached). */
  razorpayCheckoutStandIn: boolean;
  /** The Checkout stand-in's Node side: Razorpay's webhooks, the orders it holds. */
  razorpayCheckout: RazorpayCheckoutStandIn;
  /** Console errors and uncaught exceptions of the page since the test began. */
  consoleErrors: () => string[];
  /** No WCAG 2.2 A/AA violation on the page as it is now (axe-core). */
  checkAccessibility: () => Promise<void>;
  /** Holds the requests to `url` until the returned function lets them go. */
  holdRequests: (url: string) => Promise<() => void>;
  mailbox: Mailbox;
  account: Account;
  registration: Registration;
  pausedClock: PausedClock;
}

/**
 * Pages ask for their scripts once the browser reports the first paint (decision 0020), which
 * can be after the load event `goto` waits for. A tap before React runs is lost, as it is for a
 * visitor on a slow phone; the tests act as one who waits for the page to be ready: `goto` and
 * `reload` return once React has taken the page over (app/root.tsx marks it) or the page has no
 * React Router scripts (JavaScript off, a file, an API answer). A page a test opens itself
 * (`browser.newPage()`) goes through it too; a tab the page opens waits with `waitForHydration`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
  );
}

/**
 * A page of its own that opens `path` as a visitor on a slow phone sees it before React runs:
 * React's largest file is held back until `release()`, and its goto does not wait for React.
 * Console errors are collected from the start.
 */
export async function pageBeforeReact(browser: Browser, path: string) {
  const page = await browser.newPage();
  const errors = watchForErrors(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/framework-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    page,
    errors,
    /** Lets React's file through, and waits until React has the page. */
    hydrate: async () => {
      release();
      await waitForHydration(page);
    },
  };
}

export function withHydration(page: Page): Page {
  const hydrated = () => waitForHydration(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures>({
  stripeJsStandIn: [false, { option: true }],
  razorpayCheckoutStandIn: [false, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- the stand-in needs no other fixture
  razorpayCheckout: async ({}, use) => {
    await use(new RazorpayCheckoutStandIn());
  },

  page: async ({ page, stripeJsStandIn, razorpayCheckoutStandIn, razorpayCheckout }, use) => {
    if (stripeJsStandIn) await standInForStripeJs(page);
    if (razorpayCheckoutStandIn) await razorpayCheckout.serve(page);
    await use(withHydration(page));
  },

  consoleErrors: async ({ page }, use) => {
    await use(watchForErrors(page));
  },

  checkAccessibility: async ({ page }, use) => {
    await use(() => expectNoAccessibilityViolations(page));
  },

  holdRequests: async ({ page }, use) => {
    await use(async (url) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(url, async (route: Route) => {
        await released;
        await route.continue();
      });
      return release;
    });
  },

  // eslint-disable-next-line no-empty-pattern -- the mailbox needs no other fixture
  mailbox: async ({}, use) => {
    await use({
      messages: sentEmails,
      async waitFor(to, subject) {
        let found: SentEmail | undefined;
        await expect
          .poll(
            async () => {
              found = (await sentEmails()).find(
                (mail) => mail.to.includes(to) && mail.subject.startsWith(subject),
              );
              return found !== undefined;
            },
            { message: `an email to ${to} with a subject starting "${subject}"` },
          )
          .toBe(true);
        return found!;
      },
    });
  },

  account: async ({ page }, use) => {
    const header = page.getByRole("banner");
    const openSignIn = async (path = "/about") => {
      await page.goto(path);
      await header.getByRole("button", { name: "Login" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const submitSignUp: Account["submitSignUp"] = async ({ name, email, password }) => {
      const signUpDialog = page.getByRole("dialog", { name: "Create an account" });
      await signUpDialog.getByRole("textbox", { name: "Name" }).fill(name);
      await signUpDialog.getByRole("textbox", { name: "Email" }).fill(email);
      await signUpDialog.getByLabel("Password", { exact: true }).fill(password);
      await signUpDialog.getByLabel("Confirm password").fill(password);
      await signUpDialog.getByRole("button", { name: "Create Account" }).click();
      return signUpDialog;
    };
    await use({
      header,
      openSignIn,
      submitSignUp,
      async signUp(email, name = "Ananya Reddy") {
        const dialog = await openSignIn();
        await dialog.getByRole("button", { name: "Sign up" }).click();
        await submitSignUp({ name, email, password: "correct horse battery" });
        await expect(page.getByRole("dialog")).toBeHidden();
      },
    });
  },

  registration: async ({ page }, use) => {
    const project = pipelineProjects[0]!;
    await use({
      project,
      async open(baseUrl = "") {
        await page.goto(`${baseUrl}/projects`);
        await page.getByRole("button", { name: `Register Now for ${project.title}` }).click();
        const dialog = page.getByRole("dialog", { name: `Register for ${project.title}` });
        await expect(dialog).toBeVisible();
        return dialog;
      },
      async fillDetails(email, method) {
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("textbox", { name: "Full name" }).fill("Ananya Reddy");
        await dialog.getByRole("textbox", { name: "Email" }).fill(email);
        await dialog.getByRole("textbox", { name: "Phone" }).fill("+91 98480 22338");
        await dialog.getByRole("textbox", { name: "College" }).fill("CBIT Hyderabad");
        await dialog.getByRole("textbox", { name: "Section" }).fill("CSE-B");
        await dialog.getByRole("combobox", { name: "Year" }).selectOption("3rd Year");
        await dialog
          .getByRole("radio", { name: new RegExp(method.replace(/[()]/g, "\\$&")) })
          .check();
      },
    });
  },

  pausedClock: async ({ page }, use) => {
    await use({
      async open(path, ready) {
        await page.clock.install();
        await page.goto(path);
        const button =
          typeof ready === "string" ? page.getByRole("button", { name: ready }) : ready(page);
        // The button is enabled once the page is interactive.
        await expect(button).toBeEnabled();
        await page.clock.pauseAt(Date.now() + 1_000);
      },
    });
  },
});

export { expect };
