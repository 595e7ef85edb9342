import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test, unique } from "./support/fixtures";
import { book, openYourData } from "./support/your-data";

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
