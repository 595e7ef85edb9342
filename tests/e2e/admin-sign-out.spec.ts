import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { e2eStaffPort } from "./support/payments";
import { signInToPortal } from "./support/portal";

// The staff's server: the main one's admin changes its password in admin.spec.ts.
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/** The portal header's Sign Out, as anyone at the computer finds it. */
const headerSignOut = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Sign Out" });

/** The portal's sign-in view, and nothing of what staff saw before it. */
async function expectSignInOnly(page: Page) {
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  await expect(page.getByRole("definition")).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
}

/** A mark on the window that a reload would wipe. */
const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { notReloaded: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test("Sign Out in the portal header on the dashboard shows the sign-in at once, with none of the figures", async ({
  page,
}) => {
  await signInToPortal(page);
  await expect(page.getByRole("definition").first()).toBeVisible();
  await markWindow(page);

  await headerSignOut(page).click();
  await expectSignInOnly(page);
  expect(await notReloaded(page)).toBe(true);
  // The session is over for the server too: the dashboard's figures are refused.
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(401);
});

test("Sign Out in the portal header on a list leaves it for the sign-in, and Back does not bring it back", async ({
  page,
}) => {
  await signInToPortal(page);
  await page.getByRole("link", { name: "Manage bookings" }).click();
  await expect(page.getByRole("region", { name: "Bookings table" })).toBeVisible();

  await headerSignOut(page).click();
  await expectSignInOnly(page);

  await page.goBack();
  await expectSignInOnly(page);
});
