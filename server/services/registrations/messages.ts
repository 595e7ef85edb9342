import { registrationStatusLabels, type RegistrationStatus } from "#shared/domain/registrations";

/** What students are told when a registration or payment cannot go on. */
export const registrationMessages = {
  alreadyPaid:
    "You have already registered and paid for this project, so there is nothing more to pay. Your receipt was emailed to you; write to us if you cannot find it.",
  cardAlreadyCharged:
    "Your card payment for this project has already gone through. Your receipt is on its way by email.",
  cardUnavailable: "Card payments are not available at the moment. Please choose UPI.",
  upiUnavailable: "UPI payments are not available at the moment. Please pay by card.",
  razorpayUnavailable:
    "Razorpay payments are not available at the moment. Please choose another way to pay.",
  razorpayAlreadyPaid:
    "Your Razorpay payment for this project has already gone through. Your receipt is on its way by email.",
  razorpayFailedToStart:
    "We could not start the Razorpay payment just now. Please try again in a minute, or choose another way to pay.",
  checkoutNotVerified:
    "We could not verify this payment with Razorpay. If money left your account, write to us with your registration reference.",
  awaitingVerification:
    "We already have your UPI payment for this project and are checking it. You will get an email as soon as it is confirmed.",
  cardFailedToStart:
    "We could not start the card payment just now. Please try again in a minute, or pay by UPI.",
  changedMeanwhile:
    "This registration changed while you were looking at it. Reload the page to see it as it is now.",
  notFound: "We could not find that registration. Check the reference and try again.",
  utrUsed:
    "This UPI transaction reference has already been used for another registration. Check the number in your UPI app.",
  utrAlreadyGiven:
    "We already have a different UPI transaction reference for this registration. If it was wrong, reply to the email we sent you.",
  noLongerPayable:
    "This registration can no longer be paid for: its seat hold ended or it was cancelled. Please register again if a seat is still free.",
} as const;

/** What staff are told when a cancellation or its refund cannot go on. */
export const cancellationMessages = {
  notCancellable: (status: RegistrationStatus) =>
    `This registration cannot be cancelled: it is ${registrationStatusLabels[status].toLowerCase()}.`,
  verifyFirst:
    "Confirm or reject this UPI payment first: the student may have paid. Then cancel it.",
  upiRefundReference: "Enter the reference of the UPI refund you sent",
  noStripe: "Card refunds need Stripe to be configured on this site.",
  refundFailed:
    "Stripe did not accept the refund just now. Nothing was changed; try again in a minute.",
  noRazorpay: "Razorpay refunds need Razorpay to be configured on this site.",
  razorpayRefundFailed:
    "Razorpay did not accept the refund just now. Nothing was changed; try again in a minute.",
  refundUnderway: "A refund for this registration is already under way.",
} as const;
