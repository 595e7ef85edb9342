import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/page-checks";
import { e2eAdmin } from "./support/payments";

// One admin account is shared, and these tests change its password: one browser, in order.
test.describe.configure({ mode: "serial" });
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, "one admin account: the desktop project covers the portal");
});

const green = /bg-green-50/;
const red = /bg-red-50/;

/** The newest reset code in the server's mail outbox folder (no SMTP_URL in this server). */
function latestResetCode(): string {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "app", "outbox");
  const files = fs
    .readdirSync(outbox)
    .map((name) => path.join(outbox, name))
    .filter((file) => fs.readFileSync(file, "utf8").includes("reset code"))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
  const code = /\b(\d{6})\b/.exec(fs.readFileSync(files.at(-1)!, "utf8"))?.[1];
  if (!code) throw new Error("no reset code in the outbox");
  return code;
}

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

  await otp.fill("000000" === latestResetCode() ? "111111" : "000000");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "The code is wrong or has expired. Request a new one if you need to.",
  );
  await expect(page.getByRole("main").getByRole("status")).toHaveClass(red);

  await otp.fill(latestResetCode());
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
  await page.getByRole("textbox", { name: "OTP" }).fill(latestResetCode());
  await page.getByLabel("New password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful!");
});
