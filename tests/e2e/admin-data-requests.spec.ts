import type { Page } from "@playwright/test";
import { expect, test, unique } from "./support/fixtures";
import { e2eStaffPort } from "./support/payments";
import { openSection, signInToPortal, staffNavigation } from "./support/portal";

// The staff's server: admin.spec.ts changes the main server's admin password.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/** Records a request from /admin/requests as staff do after a call; its reference. */
async function recordRequest(
  page: Page,
  request: { kind: string; channel: string; email: string; name: string; details: string },
): Promise<string> {
  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { name: "Data requests", level: 1 })).toBeVisible();
  const form = page.getByRole("region", { name: "Record a request" });
  await form.getByRole("combobox", { name: "What they asked for" }).selectOption(request.kind);
  await form.getByRole("combobox", { name: "How they asked" }).selectOption(request.channel);
  await form.getByRole("textbox", { name: "Their email address" }).fill(request.email);
  await form.getByRole("textbox", { name: "Their name (optional)" }).fill(request.name);
  await form
    .getByRole("textbox", { name: "What they asked, in their words (optional)" })
    .fill(request.details);
  await form.getByRole("button", { name: "Record the request" }).click();
  const recorded = page.getByRole("status").filter({ hasText: "recorded" });
  await expect(recorded).toBeVisible();
  const reference = /DR-[0-9A-Z]{6}/.exec((await recorded.textContent()) ?? "")?.[0];
  if (!reference) throw new Error("no reference in the confirmation");
  return reference;
}

const rowOf = (page: Page, reference: string) =>
  page
    .getByRole("region", { name: "Data requests table" })
    .getByRole("row")
    .filter({
      has: page.getByRole("link", { name: reference }),
    });

test("an admin records an access request made by phone, completes it, and sees it completed in the queue", async ({
  page,
  mailbox,
  checkAccessibility,
}) => {
  const email = `caller-${unique()}@student.example`;
  await signInToPortal(page);
  await expect(staffNavigation(page).getByRole("link", { name: "Data requests" })).toBeVisible();

  const reference = await recordRequest(page, {
    kind: "access",
    channel: "phone",
    email,
    name: "Meera Pillai",
    details: "Rang the office asking what we hold about her.",
  });
  const row = rowOf(page, reference);
  await expect(row).toContainText("Access (a copy of their data)");
  await expect(row).toContainText(email);
  await expect(row).toContainText("Open");
  await checkAccessibility();

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Data request ${reference}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "What was asked" })).toContainText(
    "Rang the office asking what we hold about her.",
  );
  await checkAccessibility();
  await page.getByRole("button", { name: "Complete: email them a link to their data" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Request ${reference} completed.` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Complete/ })).toBeHidden();

  const link = await mailbox.waitFor(email, "Your link to see your data");
  expect(link.text).toContain("/your-data?token=");
  const done = await mailbox.waitFor(email, `Your request ${reference} is complete`);
  expect(done.text).toContain("a link to see and download everything we hold about you");

  await openSection(page, "Data requests");
  await page.getByRole("searchbox", { name: "Search" }).fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rowOf(page, reference)).toContainText("Completed");
});

test("staff record an erasure for someone who booked training and carry it out: the address is gone from the bookings list and its CSV", async ({
  page,
}) => {
  const email = `tpo-${unique()}@college.example`;
  await page.goto("/book-slot");
  await page.getByRole("textbox", { name: "Organization name" }).fill("Vasavi College");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Contact number" }).fill("+91 40 2345 6789");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Ibrahimbagh, Hyderabad");
  await page.getByRole("textbox", { name: "Message" }).fill("A React workshop for 60 students.");
  await page.getByRole("button", { name: "Book a Slot" }).click();
  await expect(page.getByText("Thank you! Your booking request")).toBeVisible();

  await signInToPortal(page);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("region", { name: "Bookings table" })).toContainText(email);

  const reference = await recordRequest(page, {
    kind: "erasure",
    channel: "post",
    email,
    name: "Training and Placement Officer",
    details: "Letter asking us to delete everything about their booking.",
  });
  await rowOf(page, reference).getByRole("link", { name: reference }).click();
  await expect(page.getByRole("region", { name: "What we hold for this person" })).toContainText(
    "Training bookings",
  );
  await page.getByRole("button", { name: "Complete: erase their data" }).click();
  const dialog = page.getByRole("dialog", {
    name: `Erase everything held for request ${reference}?`,
  });
  await expect(dialog).toContainText("This cannot be undone");
  await dialog.getByRole("button", { name: "Erase their data" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Request ${reference} completed.` }),
  ).toBeVisible();
  await expect(page.getByText("the person’s data was erased")).toBeVisible();

  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("Nothing here matches.")).toBeVisible();
  const csv = await page.request.get("/api/admin/export/bookings.csv");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).not.toContain(email);

  await page.goto(`/admin/requests?q=${reference}`);
  await expect(rowOf(page, reference)).toContainText("erased");
  await expect(rowOf(page, reference)).toContainText("Completed");
});
