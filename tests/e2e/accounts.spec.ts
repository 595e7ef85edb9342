import { googleStandIn } from "../support/google-stand-in.mjs";
import { expect, test, unique, phone } from "./support/fixtures";
import { sidewaysScroll } from "./support/page-checks";
import { e2eUpiOnlyPort } from "./support/payments";

test.describe("sign-in dialog", phone, () => {
  test("toggles modes, checks the passwords, and passes an accessibility scan", async ({
    page,
    account,
    consoleErrors,
    checkAccessibility,
  }) => {
    const dialog = await account.openSignIn();
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await checkAccessibility();

    await dialog.getByRole("button", { name: "Sign up" }).click();
    const signUpDialog = page.getByRole("dialog", { name: "Create an account" });
    const password = signUpDialog.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription("At least 8 characters.");
    await signUpDialog.getByRole("textbox", { name: "Name" }).fill("Ananya");
    await signUpDialog
      .getByRole("textbox", { name: "Email" })
      .fill(`a-${unique()}@student.example`);
    await password.fill("short");
    await signUpDialog.getByLabel("Confirm password").fill("different");
    await signUpDialog.getByRole("button", { name: "Create Account" }).click();
    await expect(signUpDialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(signUpDialog.getByText("Passwords do not match")).toBeVisible();
    await checkAccessibility();

    await signUpDialog.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(account.header.getByRole("button", { name: "Login" })).toBeFocused();
    expect(consoleErrors()).toEqual([]);
  });

  test("signs up, shows avatar, name and Sign Out, survives a reload, and signs out", async ({
    page,
    account,
    holdRequests,
  }) => {
    const email = `nav-${unique()}@student.example`;
    const release = await holdRequests("**/api/account/sign-up/email");
    const dialog = await account.openSignIn();
    await dialog.getByRole("button", { name: "Sign up" }).click();
    const signUpDialog = await account.submitSignUp({
      name: "Ananya Reddy",
      email,
      password: "correct horse battery",
    });
    await expect(signUpDialog.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    release();
    await expect(page.getByRole("dialog")).toBeHidden();

    const nav = account.header;
    await expect(nav.getByRole("link", { name: "Ananya Reddy" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Ananya Reddy" }).locator("img")).toHaveAttribute(
      "src",
      "/images/avatar-default.svg",
    );
    await page.reload();
    await expect(nav.getByRole("link", { name: "Ananya Reddy" })).toBeVisible();
    // On a 360 px phone the logo, the avatar, Sign Out and the menu still fit in one row.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysScroll(page)).toEqual([]);
    await expect(nav.getByRole("link", { name: "Ananya Reddy" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Menu" })).toBeInViewport({ ratio: 1 });

    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(nav.getByRole("button", { name: "Login" })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("explains a wrong password and an existing account in plain words", async ({ account }) => {
    const email = `known-${unique()}@student.example`;
    await account.signUp(email);
    await account.header.getByRole("button", { name: "Sign Out" }).click();

    const dialog = await account.openSignIn();
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "That email and password do not match. Check them and try again, or create an account.",
    );

    await dialog.getByRole("button", { name: "Sign up" }).click();
    const signUpDialog = await account.submitSignUp({
      name: "Someone",
      email,
      password: "another long password",
    });
    await expect(signUpDialog.getByRole("alert")).toHaveText(
      "An account with this email already exists. Sign in instead.",
    );
  });

  test("keeps the space of the auth controls while the session loads", async ({
    page,
    account,
    holdRequests,
  }) => {
    const release = await holdRequests("**/api/account/get-session");
    await page.goto("/about");
    const header = account.header;
    // While loading: neither Login nor an avatar, only the reserved space.
    const reserved = header.locator('span[aria-hidden="true"]').first();
    await expect(reserved).toBeAttached();
    await expect(header.getByRole("button", { name: "Login" })).toHaveCount(0);
    const space = await reserved.boundingBox();
    release();
    const login = header.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible();
    expect(await login.boundingBox()).toEqual(space);
  });

  test("a server without Google keys shows no Google button", async ({ account }) => {
    const dialog = await account.openSignIn(`http://127.0.0.1:${e2eUpiOnlyPort}/about`);
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  });
});

test("Google sign-in forces the account chooser and returns signed in to the same page", async ({
  page,
  account,
}) => {
  let authorizationUrl: URL | undefined;
  await page.route("https://accounts.google.com/**", async (route) => {
    authorizationUrl = new URL(route.request().url());
    const back = new URL(authorizationUrl.searchParams.get("redirect_uri")!);
    back.searchParams.set("state", authorizationUrl.searchParams.get("state")!);
    back.searchParams.set("code", googleStandIn.code);
    await route.fulfill({ status: 302, headers: { location: back.href } });
  });
  await page.route("https://lh3.googleusercontent.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f08c1a"/></svg>',
    }),
  );

  const dialog = await account.openSignIn("/services");
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  const you = account.header.getByRole("link", { name: googleStandIn.profile.name });
  await expect(you).toBeVisible();
  await expect(you.locator("img")).toHaveAttribute("src", googleStandIn.profile.picture);
  await expect(page).toHaveURL(/\/services$/);
  expect(`${authorizationUrl!.origin}${authorizationUrl!.pathname}`).toBe(
    "https://accounts.google.com/o/oauth2/v2/auth",
  );
  expect(authorizationUrl!.searchParams.get("prompt")).toBe("select_account");
  expect(authorizationUrl!.searchParams.get("client_id")).toBe(
    "stand-in-client.apps.googleusercontent.com",
  );
});

test("a signed-in student finds the registration dialog filled in, and their registrations on /account once the address is confirmed", async ({
  page,
  account,
  registration,
  mailbox,
  checkAccessibility,
}) => {
  const email = `prefill-${unique()}@student.example`;
  await account.signUp(email, "Kiran Kumar");
  const { project } = registration;
  const dialog = await registration.open();
  await expect(dialog.getByRole("textbox", { name: "Full name" })).toHaveValue("Kiran Kumar");
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(email);

  await dialog.getByRole("textbox", { name: "Phone" }).fill("+91 98480 22338");
  await dialog.getByRole("textbox", { name: "College" }).fill("JNTU Hyderabad");
  await dialog.getByRole("textbox", { name: "Section" }).fill("A");
  await dialog.getByRole("combobox", { name: "Year" }).selectOption("2nd Year");
  await dialog.getByRole("radio", { name: /UPI/ }).check();
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(dialog.getByRole("link", { name: "Open in UPI app" })).toBeVisible();

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Hello, Kiran Kumar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(0);
  await checkAccessibility();

  const mail = await mailbox.waitFor(email, "Confirm your email");
  const link = /https?:\/\/\S+\/account\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? "";
  expect(link).not.toBe("");
  // The link opens a page; the address is confirmed by pressing Confirm while signed in.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByRole("heading", { name: "Your email address is confirmed" }),
  ).toBeVisible();
  await checkAccessibility();
  await page.getByRole("link", { name: "Go to your account" }).click();
  const row = page.getByRole("row", { name: new RegExp(project.title) });
  await expect(row).toContainText("Waiting for payment");
  await expect(row).toContainText("UPI");
  await checkAccessibility();
});
