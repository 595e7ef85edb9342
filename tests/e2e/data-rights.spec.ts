import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { studentRegistration } from "../support/students";
import { expect, test, unique, withHydration } from "./support/fixtures";
import { e2eStaffPort } from "./support/payments";
import { signInToPortal } from "./support/portal";
import { book, openYourData } from "./support/your-data";

// The staff's server: the story ends in the portal, and admin.spec.ts changes the main server's
// admin password. The phone runs the person's half in your-data.spec.ts.
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

test("a student who registered, subscribed and booked downloads and erases their data, and staff find only the completed request", async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const registration = studentRegistration("hostel-mess-feedback", {
    name: `Lakshmi Narayanan ${unique()}`,
  });
  const email = registration.email;
  const organization = `Osmania Coding Club ${unique()}`;

  const registered = await page.request.post("/api/register", { data: registration });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto("/blog");
  const box = page.getByRole("region", { name: /inbox/ });
  await box.getByRole("textbox", { name: "Email address" }).fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
  const confirmation = await mailbox.waitFor(email, "Confirm your subscription");
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]{32}/.exec(
    confirmation.text,
  )?.[0];
  await page.goto(confirmLink!);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  await book(page, email, organization);

  // The person asks for their data, sees each kind of record and downloads them.
  await openYourData(page, mailbox, email);
  for (const section of [
    "Project registrations and payments",
    "Training bookings",
    "Newsletter subscription and its proof of consent",
  ]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(strFromU8(files["registrations.csv"]!)).toContain(registration.name);
  expect(strFromU8(files["bookings.csv"]!)).toContain(organization);
  expect(strFromU8(files["newsletter_subscribers.csv"]!)).toContain(email);

  await page.getByRole("checkbox", { name: /everything we hold about me is erased/ }).check();
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data is erased" })).toBeVisible();
  const confirmationText = await page.getByText(/Your reference is DR-[0-9A-Z]{6}/).textContent();
  const reference = /DR-[0-9A-Z]{6}/.exec(confirmationText ?? "")?.[0];
  expect(reference).toBeDefined();

  // Staff see the completed request, and the address nowhere in their lists or exports.
  const office = withHydration(await (await browser.newContext()).newPage());
  await signInToPortal(office);
  await office.goto(`/admin/requests?q=${reference}`);
  const row = office
    .getByRole("region", { name: "Data requests table" })
    .getByRole("row")
    .filter({ has: office.getByRole("link", { name: reference }) });
  await expect(row).toContainText("Erasure");
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("erased");
  await expect(row).not.toContainText(email);

  for (const list of ["bookings", "registrations", "subscribers"]) {
    await office.goto(`/admin/${list}?q=${encodeURIComponent(email)}`);
    await expect(office.getByText("Nothing here matches.")).toBeVisible();
    const csv = await office.request.get(`/api/admin/export/${list}.csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain(registration.name);
  }
});
