import type { Page } from "@playwright/test";
import {
  standInKeyId,
  standInKeySecret,
  type RazorpayPayment,
  type RazorpayRefund,
} from "../support/razorpay-api";
import { deliverRazorpayEvent, refundProcessed } from "../support/razorpay-events";
import { expect, test, unique } from "./support/fixtures";
import { e2eRazorpay, e2eStaffPort } from "./support/payments";
import { createProject, signInToPortal } from "./support/portal";

// The staff's server: the project made here would change what the main server's /projects
// shows to the visitors' tests.
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}`, razorpayCheckoutStandIn: true });

const siteUrl = `http://127.0.0.1:${e2eStaffPort}`;

/** Razorpay's API, as the company's own account sees it (the stand-in's keys). */
async function razorpayApi<T>(path: string): Promise<T> {
  const answer = await fetch(`${e2eRazorpay.RAZORPAY_API_URL}/v1${path}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${standInKeyId}:${standInKeySecret}`).toString("base64")}`,
    },
  });
  return (await answer.json()) as T;
}

/** The registration's row on the staff's list of one project's registrations. */
function registrationRow(page: Page, reference: string) {
  return page
    .getByRole("region", { name: "Project registrations table" })
    .getByRole("row")
    .filter({ hasText: reference });
}

test("staff see a Razorpay payment paid without touching it, and refund it from the portal", async ({
  page,
  registration,
  razorpayCheckout,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await signInToPortal(page);
  const title = `Placement Portal ${unique()}`;
  const projectId = await createProject(page, title, 3);

  // A student registers and pays through Razorpay Checkout; Razorpay sends its webhooks.
  await page.goto("/projects");
  await page.getByRole("button", { name: `Register Now for ${title}` }).click();
  const email = `razorpay-staff-${unique()}@student.example`;
  await registration.fillDetails(email, "Razorpay");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await checkout.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/projects\?success=true&reference=KV[0-9A-Z]{8}$/);
  const reference = new URL(page.url()).searchParams.get("reference")!;
  await razorpayCheckout.sendWebhooks(siteUrl);
  await mailbox.waitFor(email, `Payment received: ${title} (${reference})`);

  // Staff find it paid, with its method and Razorpay's payment id, having done nothing.
  await page.goto(`/admin/registrations?project=${projectId}`);
  const row = registrationRow(page, reference);
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Razorpay");
  const [order] = await razorpayCheckout.ordersFor(reference);
  const { items: payments } = await razorpayApi<{ items: RazorpayPayment[] }>(
    `/orders/${order!.id}/payments`,
  );
  const payment = payments.find((item) => item.status === "captured")!;
  await expect(row).toContainText(payment.id);

  // The student asked to cancel: the refund goes back through Razorpay, nothing to type.
  await page.goto(`/admin/projects/${projectId}`);
  await page.getByRole("button", { name: `Cancel registration ${reference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel registration ${reference}` });
  await expect(dialog).toContainText("The payment goes back to the student through Razorpay.");
  await expect(dialog.getByRole("textbox", { name: "UPI refund reference" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("The student asked");
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expect(
    page.getByText(
      `Registration ${reference} cancelled. The refund was sent to Razorpay; the student has been emailed.`,
    ),
  ).toBeVisible();
  await mailbox.waitFor(email, `Your registration for ${title} is cancelled (${reference})`);
  const { items: refunds } = await razorpayApi<{ items: RazorpayRefund[] }>(
    `/payments/${payment.id}/refunds`,
  );
  expect(refunds).toHaveLength(1);
  expect(refunds[0]!.amount).toBe(50_000);

  // Razorpay's word that the money reached the student's bank.
  const refunded = await deliverRazorpayEvent(siteUrl, refundProcessed(refunds[0]!, payment));
  expect(refunded.status).toBe(200);
  await mailbox.waitFor(email, `Refund completed: ${title} (${reference})`);
  await page.goto(`/admin/registrations?project=${projectId}`);
  await expect(registrationRow(page, reference)).toContainText("Refunded");
});
