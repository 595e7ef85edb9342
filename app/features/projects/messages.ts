import { site } from "#shared/content/site";
import type { RegistrationStatusView } from "#shared/domain/registrations";

/** The registration error catalogue (docs/product.md §8), word for word. */
export const registrationFailed = "Registration failed";
export const stripeFailedToLoad = "Stripe failed to load";
export const anErrorOccurred = "An error occurred";

/** Razorpay Checkout's script could not be fetched (blocked, offline), as Stripe's above. */
export const razorpayFailedToLoad =
  "Razorpay failed to load. Check your connection and press Try again.";
/** The student closed Razorpay's window without paying: the seat and the order still stand. */
export const razorpayDismissed =
  "The payment window was closed before the payment went through. Your seat is still held: press Try again to pay.";

export const cardUnavailableNote =
  "Card payment is not available at the moment. You can still pay by UPI.";
export const upiUnavailableNote = "UPI payment is not available at the moment.";
export const noPaymentMethodNote = `Online registration is not available at the moment. Write to ${site.email} or call ${site.phone} and we will register you.`;
/** With Razorpay on, a missing Stripe or UPI is no dead end: Razorpay takes cards and UPI too. */
export const cardAndUpiUnavailableWithRazorpayNote =
  "Card (Stripe) and UPI payments are not available at the moment. You can pay by UPI, card or netbanking through Razorpay.";
export const cardUnavailableWithRazorpayNote =
  "Card (Stripe) payment is not available at the moment. You can pay by card through Razorpay, or by UPI.";
export const upiUnavailableWithRazorpayNote =
  "UPI payment is not available at the moment. You can pay by UPI through Razorpay, or by card.";

/** What the payment choice says is missing, for the methods that are on; nothing when all are. */
export function unavailableMethodsNote({
  razorpay,
  card,
  upi,
}: {
  razorpay: boolean;
  card: boolean;
  upi: boolean;
}): string | undefined {
  if (razorpay) {
    if (!card && !upi) return cardAndUpiUnavailableWithRazorpayNote;
    if (!card) return cardUnavailableWithRazorpayNote;
    if (!upi) return upiUnavailableWithRazorpayNote;
    return undefined;
  }
  if (!card && !upi) return noPaymentMethodNote;
  if (!card) return cardUnavailableNote;
  if (!upi) return upiUnavailableNote;
  return undefined;
}

/**
 * What the /projects banner says after a card or Razorpay payment, by the registration's
 * real status.
 */
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
      if (view.checkoutVerified) {
        return {
          tone: "waiting",
          text: `Payment received: we are confirming it with Razorpay. This usually takes a few seconds; then you are registered for ${view.projectTitle} and your receipt follows by email. ${reference}`,
        };
      }
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
