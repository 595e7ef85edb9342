import type { Page } from "@playwright/test";
import { pipelineProjects } from "#shared/content/projects";
import { expect, test, unique, type Registration } from "./support/fixtures";

test.use({ razorpayCheckoutStandIn: true });

/**
 * The pipeline's second project: every story here holds one of its seats, and the first
 * project's seats are left to the card, UPI and guardian stories.
 */
const project = pipelineProjects[1]!;

async function openDialog(page: Page) {
  await page.goto("/projects");
  await page.getByRole("button", { name: `Register Now for ${project.title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Register for ${project.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Razorpay Checkout's window: a frame over the whole page, as the stand-in draws it. */
const checkoutWindow = (page: Page) => page.frameLocator('iframe[title="Razorpay Checkout"]');

/** Registers with Razorpay (first, and chosen) and waits for Checkout to open. */
async function registerWithRazorpay(page: Page, registration: Registration, email: string) {
  const dialog = await openDialog(page);
  await expect(dialog.getByRole("radio").first()).toHaveAccessibleName("Razorpay");
  await expect(dialog.getByRole("radio", { name: "Razorpay" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Razorpay" })).toHaveAccessibleDescription(
    "UPI, cards, netbanking — confirmed instantly",
  );
  await registration.fillDetails(email, "Razorpay");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  const checkout = checkoutWindow(page);
  await expect(checkout.getByRole("button", { name: "Pay" })).toBeVisible();
  return checkout;
}

/** The order Checkout shows, e.g. "order_Abc…". */
async function orderShown(page: Page) {
  const text = await checkoutWindow(page)
    .getByText(/^Order order_/)
    .textContent();
  return text?.replace(/^Order /, "");
}

test.describe("Razorpay", () => {
  test("a student pays in Checkout, the banner follows the webhook to paid, and the receipt arrives", async ({
    page,
    registration,
    razorpayCheckout,
    mailbox,
    consoleErrors,
  }) => {
    const email = `razorpay-${unique()}@student.example`;
    const checkout = await registerWithRazorpay(page, registration, email);
    // The order's amount, and the student's details filled in for them.
    await expect(checkout.getByText("₹500.00")).toBeVisible();
    await expect(
      checkout.getByText(`Paying as Ananya Reddy, ${email}, +919848022338`),
    ).toBeVisible();
    // The dialog stepped aside: Checkout's window is not under it.
    await expect(page.getByRole("dialog")).toBeHidden();

    await checkout.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/projects\?success=true&reference=KV[0-9A-Z]{8}$/);
    const reference = new URL(page.url()).searchParams.get("reference")!;
    const banner = page.getByRole("status").filter({ hasText: `Your reference is ${reference}.` });
    // The signed answer has been checked; the webhook has not come yet.
    await expect(banner).toContainText("Payment received: we are confirming it with Razorpay.");

    await razorpayCheckout.sendWebhooks(new URL(page.url()).origin);
    await expect(banner).toContainText(
      `Payment received: you are registered for ${project.title}.`,
      { timeout: 10_000 },
    );
    const receipt = await mailbox.waitFor(
      email,
      `Payment received: ${project.title} (${reference})`,
    );
    expect(receipt.text).toContain(reference);
    expect(await razorpayCheckout.ordersFor(reference)).toHaveLength(1);
    expect(consoleErrors()).toEqual([]);
  });

  test("a failed payment shows Razorpay's reason, and Try again reopens Checkout for the same order", async ({
    page,
    registration,
    razorpayCheckout,
    checkAccessibility,
  }) => {
    const email = `razorpay-failed-${unique()}@student.example`;
    const checkout = await registerWithRazorpay(page, registration, email);
    const order = await orderShown(page);

    await checkout.getByRole("button", { name: "Fail" }).click();
    // Checkout keeps its window open for another attempt and says why this one failed.
    await expect(checkout.getByRole("alert")).toHaveText("Payment was declined by the bank.");
    await checkout.getByRole("button", { name: "Close" }).click();

    const dialog = page.getByRole("dialog", { name: `Register for ${project.title}` });
    await expect(dialog.getByRole("alert")).toHaveText("Payment was declined by the bank.");
    const tryAgain = dialog.getByRole("button", { name: "Try again" });
    await expect(tryAgain).toBeFocused();
    await checkAccessibility();

    await tryAgain.click();
    await expect(checkout.getByRole("button", { name: "Pay" })).toBeVisible();
    expect(await orderShown(page)).toBe(order);
    await checkout.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/projects\?success=true&reference=KV[0-9A-Z]{8}$/);
    const reference = new URL(page.url()).searchParams.get("reference")!;
    await expect(page.getByRole("status").filter({ hasText: reference })).toContainText(
      "Payment received: we are confirming it with Razorpay.",
    );
    const orders = await razorpayCheckout.ordersFor(reference);
    expect(orders.map(({ id }) => id)).toEqual([order]);
    await razorpayCheckout.sendWebhooks(new URL(page.url()).origin);
    await expect(page.getByRole("status").filter({ hasText: reference })).toContainText(
      "Payment received: you are registered for",
      { timeout: 10_000 },
    );
  });

  test("closing Checkout unpaid says the seat is held, with a Try again that reopens it", async ({
    page,
    registration,
  }) => {
    const checkout = await registerWithRazorpay(
      page,
      registration,
      `razorpay-closed-${unique()}@student.example`,
    );
    const order = await orderShown(page);
    await checkout.getByRole("button", { name: "Close" }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      "The payment window was closed before the payment went through. Your seat is still held: press Try again to pay.",
    );
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(checkout.getByRole("button", { name: "Pay" })).toBeVisible();
    expect(await orderShown(page)).toBe(order);
  });

  test("says so when Checkout cannot be loaded, and Try again loads it afresh", async ({
    page,
    registration,
    razorpayCheckout,
  }) => {
    await page.unrouteAll({ behavior: "wait" });
    await page.route("https://checkout.razorpay.com/**", (route) => route.abort());
    const dialog = await openDialog(page);
    await registration.fillDetails(`razorpay-offline-${unique()}@student.example`, "Razorpay");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Razorpay failed to load. Check your connection and press Try again.",
    );

    await page.unrouteAll({ behavior: "wait" });
    await razorpayCheckout.serve(page);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(checkoutWindow(page).getByRole("button", { name: "Pay" })).toBeVisible();
  });
});
