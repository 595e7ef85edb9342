import { site } from "../../content/site";
import type { RegistrationStatusView } from "../../domain/registrations";

/** The registration error catalogue (docs/product.md §8), word for word. */
export const registrationFailed = "Registration failed";
export const stripeFailedToLoad = "Stripe failed to load";
export const anErrorOccurred = "An error occurred";

export const cardUnavailableNote =
  "Card payment is not available at the moment. You can still pay by UPI.";
export const upiUnavailableNote = "UPI payment is not available at the moment.";
export const noPaymentMethodNote = `Online registration is not available at the moment. Write to ${site.email} or call ${site.phone} and we will register you.`;

/** What the /projects banner says after a card payment, by the registration's real status. */
export function paymentBanner(view: RegistrationStatusView | "not_found"): {
  tone: "success" | "waiting" | "problem";
  text: string;
} {
  if (view === "not_found") {
    return {
      tone: "problem",
      text: `We could not find this payment. If money left your account, write to ${site.email} with the time of the payment and we will sort it out.`,
    };
  }
  const reference = `Your reference is ${view.reference}.`;
  switch (view.status) {
    case "paid":
      return {
        tone: "success",
        text: `Payment received: you are registered for ${view.projectTitle}. Your receipt is on its way to your email. ${reference}`,
      };
    case "pending_payment":
      return {
        tone: "waiting",
        text: `Thank you! We are confirming your payment for ${view.projectTitle} with the bank. This usually takes a few seconds, and your receipt will follow by email. ${reference}`,
      };
    case "awaiting_verification":
      return {
        tone: "waiting",
        text: `We are checking your UPI payment for ${view.projectTitle} and will email you within one business day. ${reference}`,
      };
    case "failed":
      return {
        tone: "problem",
        text: `Your payment for ${view.projectTitle} did not go through. Please register again to retry, or pay by UPI. ${reference}`,
      };
    case "refunded":
      return {
        tone: "problem",
        text: `Your payment for ${view.projectTitle} has been refunded. ${reference}`,
      };
  }
}
