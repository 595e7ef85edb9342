import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "@playwright/test";
import { expect, test, unique, type Mailbox } from "./support/fixtures";

/** A booking stored for `email`, as the booking form sends it. */
async function book(page: Page, email: string, organizationName: string) {
  const response = await page.request.post("/api/bookings", {
    data: {
      organizationName,
      email,
      contactNumber: "+91 40 2345 6789",
      address: "Ibrahimbagh, Hyderabad",
      message: "A React workshop for 60 students.",
    },
  });
  expect(response.status()).toBe(201);
}

/** From the footer to the emailed link and its "Show my data" button, as the person goes. */
async function openYourData(page: Page, mailbox: Mailbox, email: string) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Your data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expect(page.getByText(/grievance officer, .+ answers every complaint/)).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).first().fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

  const mail = await mailbox.waitFor(email, "Your link to see your data");
  const link = /https?:\/\/\S+\/your-data\?token=[\w-]{32}/.exec(mail.text)?.[0];
  expect(link, "the link in the email").toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Show my data" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "What we hold" })).toBeVisible();
}

test("a person asks for their data from the footer, sees their booking and downloads it", async ({
  page,
  mailbox,
  checkAccessibility,
  consoleErrors,
}) => {
  const email = `person-${unique()}@college.example`;
  const organization = `Vasavi College ${unique()}`;
  await book(page, email, organization);

  await openYourData(page, mailbox, email);
  await expect(page.getByRole("heading", { name: "Training bookings", exact: true })).toBeVisible();
  await expect(page.getByText(organization).first()).toBeVisible();
  await checkAccessibility();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("your-data.zip");
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["your-data.json", "bookings.csv"]));
  expect(strFromU8(files["bookings.csv"]!)).toContain(organization);

  // A correction goes to staff, with a reference and a due date.
  const correction = page.getByRole("region", { name: "Training bookings (1)" });
  await correction.getByRole("textbox", { name: "Address" }).fill("Abids, Hyderabad");
  await correction.getByRole("button", { name: "Ask for this correction" }).click();
  await expect(correction.getByRole("status")).toContainText(/Your reference is DR-[0-9A-Z]{6}/);
  expect(consoleErrors()).toEqual([]);
});

test("a forged link is refused and offers a new one", async ({ page, checkAccessibility }) => {
  await page.goto(`/your-data?token=${"x".repeat(32)}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link has expired or was already used" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a link" })).toBeVisible();
  await checkAccessibility();
});

// Needs the real erasure, built on a parallel branch: fails on its placeholder until merged.
test("a person erases everything after ticking the confirmation", async ({ page, mailbox }) => {
  const email = `eraser-${unique()}@college.example`;
  const organization = `CBIT ${unique()}`;
  await book(page, email, organization);
  await openYourData(page, mailbox, email);

  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByText("Please tick the box to confirm")).toBeVisible();
  await page.getByRole("checkbox", { name: /everything we hold about me is erased/ }).check();
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data is erased" })).toBeVisible();
  await expect(page.getByText(/Your reference is DR-[0-9A-Z]{6}/)).toBeVisible();

  await page.goto("/your-data");
  await expect(page.getByRole("button", { name: "Send me a link" })).toBeVisible();
});
