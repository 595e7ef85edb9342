import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, pageBeforeReact, test } from "./support/fixtures";
import { expectNoAccessibilityViolations } from "./support/page-checks";
import { e2eAdmin, sentEmails } from "./support/payments";
import { recentUtr } from "../support/utr";
import { openSection } from "./support/portal";

// One admin account is shared, and these tests change its password: one browser, in order.
test.describe.configure({ mode: "serial" });

const green = /bg-green-50/;
const red = /bg-red-50/;

/** The newest reset code the server emailed the admin, as the SMTP sink received it. */
async function latestResetCode(): Promise<string> {
  const emails = (await sentEmails()).filter(
    (email) => email.to.includes(e2eAdmin.email) && email.subject.includes("reset code"),
  );
  const code = /\b(\d{6})\b/.exec(emails.at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error("no reset code has arrived");
  return code;
}

/** Waits for a new reset code (the outbox sends within moments). */
async function newResetCode(previous?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      code = await latestResetCode().catch(() => "");
      return code !== "" && code !== previous;
    })
    .toBe(true);
  return code;
}

const signInIntro = "Sign in with your staff account";

/** The portal's own header: the way back to the site, or the person, their role and Sign Out. */
const header = (page: Page) => page.getByRole("banner");

async function login(page: Page, password: string) {
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(e2eAdmin.email);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
}

test("login: a wrong password is red, the right one green and shows the dashboard; logout returns to login", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await login(page, "not the password");
  const status = page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: "Invalid email or password." });
  await expect(status).toBeVisible();
  await expect(status).toHaveClass(red);

  await login(page, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "15" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Login successful!");
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(green);
  await expectNoAccessibilityViolations(page);

  // The session is kept: a reload goes straight to the dashboard.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
});

test("signing in brings the staff layout — the person, their role, the sections and Sign Out — without a reload; logging out restores the sign-in", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(header(page).getByRole("link", { name: "Back to the site" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByText(signInIntro)).toBeVisible();
  // None of the public site's frame: its navigation, footer and newsletter box.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // A reload would reset this mark: it must survive to the end.
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });

  await login(page, e2eAdmin.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(header(page).getByText("Administrator", { exact: true })).toBeVisible();
  await expect(header(page).getByText("Admin", { exact: true })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Registrations" }),
  ).toBeVisible();
  await expect(page.getByText(signInIntro)).toHaveCount(0);
  // The activity comes with the page's data, as sentences.
  await expect(page.getByText("Administrator signed in to the admin portal").first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByText(signInIntro)).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("a network failure says so", async ({ page }) => {
  await page.goto("/admin");
  await page.route("**/api/auth/login", (route) => route.abort());
  await login(page, e2eAdmin.password);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Network error. Please try again.",
  );
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(red);
});

test("forgot → reset with the emailed code → back to login with the form cleared", async ({
  page,
}) => {
  const newPassword = "a new e2e admin password";
  await page.goto("/admin");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(e2eAdmin.email);
  await page.getByRole("button", { name: "Send OTP" }).click();

  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("OTP sent to your email!");
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(green);
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue(
    e2eAdmin.email,
  );
  const otp = page.getByRole("textbox", { name: "OTP" });
  await expect(otp).toHaveAttribute("maxlength", "6");
  await expectNoAccessibilityViolations(page);

  const code = await newResetCode();
  await otp.fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "The code is wrong or has expired. Request a new one if you need to.",
  );
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(red);

  await otp.fill(code);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful!");
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(green);
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue("");

  await login(page, newPassword);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // Put the first password back for the next run of the suite against this server.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(e2eAdmin.email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await page.getByRole("textbox", { name: "OTP" }).fill(await newResetCode(code));
  await page.getByLabel("New password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful!");
});

test("the lists: search, change a status, export CSV, confirm a UPI payment; each passes an accessibility scan", async ({
  page,
  request,
}) => {
  // Five screens, each scanned by axe: longer than one page's test.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const organization = `Listed College ${stamp}`;
  await request.post("/api/bookings", {
    data: {
      organizationName: organization,
      email: `tpo-${stamp}@college.example`,
      contactNumber: "+91 98480 22338",
      address: "Warangal",
      message: "Please plan a hackathon for 120 students.",
    },
  });
  const registered = await request.post("/api/register", {
    data: {
      name: `Student ${stamp}`,
      email: `student-${stamp}@college.example`,
      phone: "+91 98480 22338",
      college: "NIT Warangal",
      section: "A",
      year: "2nd Year",
      paymentMethod: "upi",
      projectId: "hostel-mess-feedback",
    },
  });
  const { reference } = (await registered.json()) as { reference: string };
  await request.post(`/api/registrations/${reference}/upi`, {
    data: { utr: recentUtr() },
  });

  await page.goto("/admin");
  await login(page, e2eAdmin.password);
  await page.getByRole("link", { name: "Manage bookings" }).click();
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(organization);
  await page.getByRole("button", { name: "Search" }).click();
  const table = page.getByRole("region", { name: "Bookings table" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(organization);
  await expectNoAccessibilityViolations(page);

  await table.getByRole("combobox").selectOption("scheduled");
  await table.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Status saved.");
  await expect(table.getByRole("combobox")).toHaveValue("scheduled");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kodeveda-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), "utf8");
  expect(csv).toContain(organization);
  expect(csv).toContain(',"scheduled"');

  await request.post("/api/contact", {
    data: {
      name: `Sender ${stamp}`,
      email: `sender-${stamp}@student.example`,
      phone: "+91 98480 22338",
      message: "Is there a weekend batch this month?",
    },
  });
  await page.goto("/admin");
  await openSection(page, "Contact messages");
  await expect(page.getByRole("heading", { name: "Contact messages", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(`Sender ${stamp}`);
  await page.getByRole("button", { name: "Search" }).click();
  const messages = page.getByRole("region", { name: "Contact messages table" });
  await expect(messages.getByRole("row")).toHaveCount(2);
  await messages.getByRole("combobox").selectOption("replied");
  await messages.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Status saved.");
  await expectNoAccessibilityViolations(page);

  await page.goto("/admin");
  await page.getByRole("link", { name: "View subscribers" }).click();
  await expect(
    page.getByRole("heading", { name: "Newsletter subscribers", level: 1 }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto(`/admin/registrations?q=${reference}`);
  await page.getByRole("button", { name: `Confirm payment ${reference}` }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `Payment for ${reference} confirmed`,
  );
  await expect(page.getByRole("region", { name: "Project registrations table" })).toContainText(
    "Paid",
  );
  await expectNoAccessibilityViolations(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await expect(
    page.getByText(`Administrator confirmed the UPI payment for ${reference}`),
  ).toBeVisible();
});

test("a sign-in tapped before React runs is not sent as a plain request with the password in the address", async ({
  browser,
}) => {
  const { page, hydrate } = await pageBeforeReact(browser, "/admin");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(e2eAdmin.email);
  await page.getByRole("main").getByLabel("Password").fill("typed-before-react");
  await page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click();
  await hydrate();
  expect(new URL(page.url()).pathname).toBe("/admin");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await page.close();
});
