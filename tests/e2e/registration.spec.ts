import { pipelineProjects } from "#shared/content/projects";
import { projectMessages } from "#shared/domain/projects";
import { expect, test, unique, phone } from "./support/fixtures";
import { e2eUpiOnlyPort, stripeConfirmsPayment } from "./support/payments";
import { recentUtr } from "../support/utr";

test.describe("registration dialog", phone, () => {
  test("checks every field with the shared schema and keeps the project chosen on the card", async ({
    page,
    registration,
    consoleErrors,
    checkAccessibility,
  }) => {
    const { project } = registration;
    const dialog = await registration.open();
    await expect(dialog.getByRole("combobox", { name: "Project" })).toHaveValue(project.id);
    // The live count, asked when the dialog opens (other tests take seats meanwhile).
    await expect(dialog.getByText(/^\d+ seats? left$/)).toBeVisible();
    await expect(dialog).toContainText(
      "Registration fee: ₹500, including project materials, mentorship and certification.",
    );
    const submit = dialog.getByRole("button", { name: "Continue to payment" });
    await expect(submit).toBeEnabled();
    // Razorpay is on for this server: first, and chosen.
    await expect(dialog.getByRole("radio").first()).toHaveAccessibleName("Razorpay");
    await expect(dialog.getByRole("radio", { name: "Razorpay" })).toBeChecked();
    await submit.click();

    const name = dialog.getByRole("textbox", { name: "Full name" });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Name is required");
    for (const message of [
      "Email is required",
      "Phone number is required",
      "College is required",
      "Section is required",
      "Please choose your year of study",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await checkAccessibility();

    await dialog.getByRole("textbox", { name: "Email" }).fill("ananya.example.com");
    await expect(dialog.getByText("Email is required")).toBeHidden();
    await submit.click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

    // Choosing another project retitles the dialog.
    const other = pipelineProjects[1]!;
    await dialog.getByRole("combobox", { name: "Project" }).selectOption(other.id);
    await expect(page.getByRole("dialog", { name: `Register for ${other.title}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(consoleErrors()).toEqual([]);
  });
});

test.describe("a full project", () => {
  test("a registration that finds the project full keeps what was typed and offers the waitlist with it", async ({
    page,
    registration,
    checkAccessibility,
  }) => {
    const { project } = registration;
    // The last seat goes to someone else while the student types.
    await page.route("**/api/register", (route) =>
      route.fulfill({
        status: 409,
        json: { error: projectMessages.full, code: "project_full" },
      }),
    );
    const dialog = await registration.open();
    const email = `full-${unique()}@student.example`;
    await registration.fillDetails(email, "UPI");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(projectMessages.full);
    await expect(dialog.getByRole("textbox", { name: "College" })).toHaveValue("CBIT Hyderabad");
    await expect(dialog.getByRole("combobox", { name: "Year" })).toHaveValue("3rd Year");

    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    const waitlist = page.getByRole("dialog", { name: `Join the waitlist for ${project.title}` });
    await expect(waitlist.getByRole("textbox", { name: "Full name" })).toHaveValue("Ananya Reddy");
    await expect(waitlist.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(waitlist.getByRole("textbox", { name: "Phone" })).toHaveValue("+91 98480 22338");
    await checkAccessibility();

    // The real server: this project still has seats, so it says to register instead.
    await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(waitlist.getByRole("alert")).toHaveText(projectMessages.waitlistNotFull);
  });

  test("the waitlist form checks its fields and says when the student is on the list", async ({
    page,
    registration,
  }) => {
    const { project } = registration;
    // The seed's projects all have seats: the server's answers for a full one stand in.
    await page.route("**/api/register", (route) =>
      route.fulfill({ status: 409, json: { error: projectMessages.full, code: "project_full" } }),
    );
    await page.route(`**/api/projects/${project.id}/waitlist`, (route) =>
      route.fulfill({ status: 201, json: { message: projectMessages.waitlistJoined } }),
    );
    const dialog = await registration.open();
    await registration.fillDetails(`waitlist-${unique()}@student.example`, "UPI");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    const waitlist = page.getByRole("dialog", { name: `Join the waitlist for ${project.title}` });
    const phone = waitlist.getByRole("textbox", { name: "Phone" });
    await phone.fill("123");
    await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await phone.fill("+91 98480 22338");
    await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(waitlist.getByRole("status")).toHaveText(projectMessages.waitlistJoined);
  });
});

test.describe("seat offers", () => {
  test("a lapsed or used offer link says so at the top of the pipeline", async ({ page }) => {
    await page.goto(`/projects?offer=${"lapsed".repeat(5)}`);
    const pipeline = page.getByRole("region", { name: "Project pipeline" });
    await expect(pipeline.getByRole("alert")).toHaveText(projectMessages.offerLapsed);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a valid offer opens the dialog with the offer's details and sends its token", async ({
    page,
  }) => {
    const project = pipelineProjects[0]!;
    const token = `offer${unique().replace(/[^A-Za-z0-9]/g, "")}`;
    await page.route(`**/api/waitlist-offers/${token}`, (route) =>
      route.fulfill({
        json: {
          projectId: project.id,
          projectTitle: project.title,
          name: "Ananya Reddy",
          email: "offered@student.example",
          phone: "+91 98480 22338",
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
    );
    let sent: unknown;
    await page.route("**/api/register", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 409,
        json: { error: projectMessages.offerLapsed, code: "project_full" },
      });
    });
    await page.goto(`/projects?offer=${token}`);
    const dialog = page.getByRole("dialog", { name: `Register for ${project.title}` });
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(
      "offered@student.example",
    );
    await dialog.getByRole("textbox", { name: "College" }).fill("CBIT Hyderabad");
    await dialog.getByRole("textbox", { name: "Section" }).fill("CSE-B");
    await dialog.getByRole("combobox", { name: "Year" }).selectOption("3rd Year");
    await dialog.getByRole("radio", { name: /UPI/ }).check();
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(projectMessages.offerLapsed);
    expect(sent).toMatchObject({ projectId: project.id, offerToken: token });
  });
});

test.describe("card payment", () => {
  test.use({ stripeJsStandIn: true });

  test(
    "pays through the Payment Element, closes, and the banner follows the webhook to paid",
    phone,
    async ({ page, registration, mailbox, checkAccessibility }) => {
      const { project } = registration;
      const email = `card-${unique()}@student.example`;
      const dialog = await registration.open();
      await registration.fillDetails(email, "Card (Stripe)");
      await dialog.getByRole("button", { name: "Continue to payment" }).click();

      const card = dialog.getByRole("textbox", { name: "Card number" });
      await expect(card).toBeVisible();
      await checkAccessibility();

      // Declined: Stripe's own message in the red box, and the student may try again.
      await card.fill("4000 0000 0000 0002");
      await dialog.getByRole("button", { name: "Pay ₹500" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Your card was declined.");
      await expect(dialog.getByRole("alert")).toHaveClass(/bg-red-50/);

      // confirmPayment itself failing: "An error occurred".
      await card.fill("4000 0000 0000 9995");
      await dialog.getByRole("button", { name: "Pay ₹500" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("An error occurred");

      await card.fill("4242 4242 4242 4242");
      await dialog.getByRole("button", { name: "Pay ₹500" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page).toHaveURL(/\/projects\?success=true&payment_intent=pi_/);
      const confirmation = await page.evaluate(
        () =>
          (window as unknown as { __stripeConfirmation: { returnUrl: string } })
            .__stripeConfirmation,
      );
      expect(confirmation.returnUrl).toBe(new URL("/projects?success=true", page.url()).href);

      // Before Stripe's webhook: the banner says we are confirming, not that it is paid.
      const banner = page.getByRole("status").filter({ hasText: "Your reference is KV" });
      await expect(banner).toContainText("We are confirming your payment");
      const intentId = new URL(page.url()).searchParams.get("payment_intent")!;
      await stripeConfirmsPayment(new URL(page.url()).origin, intentId);
      await expect(banner).toContainText(
        `Payment received: you are registered for ${project.title}.`,
        { timeout: 10_000 },
      );

      // The same address again: the form answers as for anyone (whoever typed it learns
      // nothing), and the mailbox is told it has already paid.
      await page.getByRole("button", { name: `Register Now for ${project.title}` }).click();
      await registration.fillDetails(email, "Card (Stripe)");
      await page.getByRole("dialog").getByRole("button", { name: "Continue to payment" }).click();
      await expect(
        page.getByRole("dialog").getByRole("textbox", { name: "Card number" }),
      ).toBeVisible();
      await mailbox.waitFor(email, `You are already registered for ${project.title}`);
    },
  );

  test("says 'Stripe failed to load' when Stripe.js cannot be fetched", async ({
    page,
    registration,
  }) => {
    await page.unroute("https://js.stripe.com/**");
    await page.route("https://js.stripe.com/**", (route) => route.abort());
    const dialog = await registration.open();
    await registration.fillDetails(`offline-${unique()}@student.example`, "Card (Stripe)");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Stripe failed to load");
  });

  test("says 'Registration failed' when the server's answer carries no sentence", async ({
    page,
    registration,
  }) => {
    await page.route("**/api/register", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    const dialog = await registration.open();
    await registration.fillDetails(`gateway-${unique()}@student.example`, "Card (Stripe)");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Registration failed");
    await expect(dialog.getByRole("button", { name: "Continue to payment" })).toBeEnabled();
  });

  test("disables the button while registering", async ({ registration, holdRequests }) => {
    const release = await holdRequests("**/api/register");
    const dialog = await registration.open();
    await registration.fillDetails(`slow-${unique()}@student.example`, "Card (Stripe)");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("button", { name: "Registering..." })).toBeDisabled();
    release();
    await expect(dialog.getByRole("textbox", { name: "Card number" })).toBeVisible();
  });
});

test.describe("UPI payment", phone, () => {
  test("shows the QR code and the UPI link, takes the UTR, and says it awaits verification", async ({
    registration,
    checkAccessibility,
  }) => {
    const dialog = await registration.open();
    await registration.fillDetails(`upi-${unique()}@student.example`, "UPI");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();

    await expect(dialog.getByRole("img", { name: /UPI QR code to pay ₹500.00/ })).toBeVisible();
    const link = dialog.getByRole("link", { name: "Open in UPI app" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(
      /^upi:\/\/pay\?pa=kodeveda%40okaxis&pn=Kodeveda%20Technologies&am=500\.00&cu=INR&tr=KV[0-9A-Z]{8}&tn=/,
    );
    await checkAccessibility();

    const utr = dialog.getByRole("textbox", { name: "UPI transaction reference (UTR)" });
    await utr.fill("12345");
    await dialog.getByRole("button", { name: "Submit transaction reference" }).click();
    await expect(utr).toHaveAccessibleDescription(
      /Enter the 12-digit UPI transaction reference \(UTR\)/,
    );
    await utr.fill(recentUtr());
    await dialog.getByRole("button", { name: "Submit transaction reference" }).click();
    await expect(dialog.getByRole("status")).toContainText(
      "Thank you! Your payment is awaiting verification.",
    );
    await expect(dialog.getByRole("status")).toContainText(new URL(href).searchParams.get("tr")!);
  });
});

test.describe("without Stripe keys", () => {
  test("shows the card option as unavailable with a sentence, and UPI still works", async ({
    registration,
  }) => {
    const dialog = await registration.open(`http://127.0.0.1:${e2eUpiOnlyPort}`);
    await expect(dialog.getByRole("radio", { name: /Card \(Stripe\)/ })).toBeDisabled();
    await expect(dialog.getByRole("radio", { name: /UPI/ })).toBeChecked();
    await expect(dialog).toContainText(
      "Card payment is not available at the moment. You can still pay by UPI.",
    );
    await registration.fillDetails(`upi-only-${unique()}@student.example`, "UPI");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("link", { name: "Open in UPI app" })).toBeVisible();
  });
});
