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
    case "expired":
      return {
        tone: "problem",
        text: `The seat we held for you in ${view.projectTitle} was released because the payment did not arrive in time. Please register again if a seat is still free. ${reference}`,
      };
    case "cancelled":
      return {
        tone: "problem",
        text: `Your registration for ${view.projectTitle} has been cancelled. ${reference}`,
      };
    case "refund_pending":
      return {
        tone: "waiting",
        text: `Your payment for ${view.projectTitle} is being refunded; the money should be back in your account within a few working days. ${reference}`,
      };
    case "needs_refund":
      return {
        tone: "problem",
        text: `Your payment for ${view.projectTitle} arrived after the project filled up, so we could not keep a seat for you. We will refund it within a few working days. ${reference}`,
      };
    case "awaiting_guardian_consent":
      return {
        tone: "waiting",
        text: `We have emailed your parent or guardian: once they agree, we will email you a link to pay for ${view.projectTitle}. ${reference}`,
      };
  }
}

/** Above the form when the dialog opens from an emailed seat offer. */
export const offerHeldNote = "A seat is held for you: complete your registration to take it.";
