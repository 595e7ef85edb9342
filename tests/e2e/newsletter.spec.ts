import { expect, test, unique, withHydration } from "./support/fixtures";
import { expectNoAccessibilityViolations } from "./support/page-checks";
import { e2eAdmin, e2eStaffPort, sentEmails } from "./support/payments";
import { signInToPortal } from "./support/portal";
import type { Page } from "@playwright/test";

// A server of its own: the campaign goes to every confirmed subscriber of it, and the main
// server's forms tests subscribe addresses by the dozen. The desktop project covers the portal.
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/** The newest email to `to` whose subject matches, once the outbox has sent it. */
async function emailTo(to: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentEmails())
          .filter((email) => email.to.includes(to) && subject.test(email.subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in an email's text whose path ends with `path` (a page, or an API that redirects). */
function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link;
}

/** The dashboard's "Newsletter subscribers" number. */
async function subscribersCount(page: Page): Promise<number> {
  await page.goto("/admin");
  const count = page
    .getByRole("term")
    .filter({ hasText: /^Newsletter subscribers$/ })
    .locator("xpath=..")
    .getByRole("definition");
  return Number(await count.textContent());
}

test("a confirmed subscriber gets a campaign staff write, test and send, and can unsubscribe from it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const reader = `reader-${id}@example.com`.toLowerCase();
  const subject = `Campaign e2e ${id}`;

  // A context of its own: the accessibility scan needs one.
  const office = withHydration(await (await browser.newContext()).newPage());
  await signInToPortal(office);
  const before = await subscribersCount(office);

  // A visitor subscribes from the blog, then confirms from the email.
  await page.goto("/blog");
  const box = page.getByRole("region", { name: /inbox/ });
  await box.getByRole("textbox", { name: "Email address" }).fill(reader);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
  const confirmation = await emailTo(reader, /Confirm your subscription/);
  await page.goto(linkIn(confirmation.text, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  expect(await subscribersCount(office)).toBeGreaterThan(before);

  // Staff write a campaign, save it and test it on themselves.
  await office.getByRole("link", { name: "Send newsletter" }).click();
  await expect(office.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(office);
  await office.getByRole("link", { name: "New campaign" }).click();
  await expect(office.getByRole("heading", { name: "New campaign", level: 1 })).toBeVisible();
  await office.getByRole("textbox", { name: "Subject" }).fill(subject);
  await office.getByRole("textbox", { name: "Preview text" }).fill("What is new this month");
  const body = office.getByRole("textbox", { name: "Newsletter body" });
  await body.click();
  await office.keyboard.type(`Hello, readers. This is ${id}.`);
  await office.getByRole("button", { name: "Save draft" }).click();
  await expect(office).toHaveURL(/\/admin\/newsletter\/(?!new)[^/]+$/);
  await expect(office.getByRole("status").filter({ hasText: /^Saved at / })).toBeVisible();
  await expectNoAccessibilityViolations(office);

  await office.getByRole("button", { name: "Preview" }).click();
  await expect(office.frameLocator('iframe[title="Email preview"]').getByText(id)).toBeVisible();
  await office.getByRole("button", { name: /^Phone/ }).click();
  await expect(office.getByTitle("Email preview")).toHaveCSS("width", "375px");

  await office.getByRole("button", { name: "Send a test to me" }).click();
  await expect(office.getByText(`Test sent to ${e2eAdmin.email}.`)).toBeVisible();
  await emailTo(e2eAdmin.email, new RegExp(`^\\[Test\\] ${subject}$`));

  // Sent for real: the bar fills, and the reader's copy arrives.
  await office.getByRole("button", { name: "Send now" }).click();
  const dialog = office.getByRole("alertdialog", { name: "Send this newsletter now?" });
  await expect(dialog).toContainText("every confirmed subscriber");
  await dialog.getByRole("button", { name: "Send now" }).click();
  await expect(office.getByRole("progressbar", { name: "Sending progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
    { timeout: 30_000 },
  );
  await expect(office.getByText(/Sent [1-9]\d* · Failed 0/)).toBeVisible();
  const copy = await emailTo(reader, new RegExp(`^${subject}$`));
  expect(copy.text).toContain(`This is ${id}.`);

  // The copy's unsubscribe link works.
  await page.goto(linkIn(copy.text, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  await office.reload();
  await expect(office.getByText(/ · Unsubscribed 1$/)).toBeVisible();

  await office
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  const row = office.getByRole("row").filter({ hasText: subject });
  // As a card, the cell names its column first.
  await expect(row.getByRole("cell", { name: /^(Status )?Sent$/ })).toBeVisible();
});
