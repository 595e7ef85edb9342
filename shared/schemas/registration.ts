import { z } from "zod/mini";
import { paymentMethods } from "../domain/registrations";
import { isRecentUpiReference, upiReferenceRecentDays } from "../domain/upi-reference";
import { maxLength, requiredEmail, requiredText } from "./fields";
import { isContactPhoneNumber } from "./phone";

export const studyYears = ["1st Year", "2nd Year", "3rd Year", "4th Year", "Final Year"] as const;
export type StudyYear = (typeof studyYears)[number];

/** A checkbox as a form sends it ("on" or nothing) or as JSON does (true/false). */
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.literal("on")], { error: "Tick the box or leave it empty" })),
  z.transform((value) => value === true || value === "on"),
);

export const guardianMessages = {
  nameRequired: "Enter your parent's or guardian's name",
  emailRequired: "Enter your parent's or guardian's email address",
  emailInvalid: "Please enter a valid email address for your parent or guardian",
  emailSame: "Your parent's or guardian's email must be different from yours",
} as const;

const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters long`)),
  );

const guardianEmailShape = z.email();

/**
 * The guardian's name and email are asked for only when the student is under 18; for an
 * adult they are not required and not kept.
 */
const guardianRequiredForMinors = z.superRefine(
  (
    input: { under18?: unknown; email?: unknown; guardianName?: unknown; guardianEmail?: unknown },
    context,
  ) => {
    if (input.under18 !== true) return;
    const issue = (path: "guardianName" | "guardianEmail", message: string) =>
      context.addIssue({ code: "custom", path: [path], message, input: input[path] });
    if (typeof input.guardianName !== "string" || input.guardianName === "") {
      issue("guardianName", guardianMessages.nameRequired);
    }
    const guardianEmail = input.guardianEmail;
    if (typeof guardianEmail !== "string" || guardianEmail === "") {
      issue("guardianEmail", guardianMessages.emailRequired);
    } else if (!guardianEmailShape.safeParse(guardianEmail).success) {
      issue("guardianEmail", guardianMessages.emailInvalid);
    } else if (
      typeof input.email === "string" &&
      guardianEmail.toLowerCase() === input.email.toLowerCase()
    ) {
      issue("guardianEmail", guardianMessages.emailSame);
    }
  },
  // Checked beside the other fields' errors, so the form shows them all at once.
  { when: () => true },
);

/**
 * The registration dialog on /projects and POST /api/register, with the specification's
 * payload (docs/product.md §3): every field is required; paymentMethod defaults to stripe.
 */
export const registrationSchema = z
  .strictObject({
    name: requiredText("Name", "Name is required", maxLength.name),
    email: requiredEmail(),
    phone: requiredText("Phone number", "Phone number is required", maxLength.phone).check(
      z.refine(isContactPhoneNumber, "Please enter a valid phone number"),
    ),
    college: requiredText("College", "College is required", maxLength.name),
    section: requiredText("Section", "Section is required", maxLength.section),
    year: z.enum(studyYears, { error: "Please choose your year of study" }),
    paymentMethod: z._default(
      z.enum(paymentMethods, { error: "Please choose a payment method" }),
      "stripe",
    ),
    // Which projects exist is the database's to say (server/services/projects): an id it does
    // not list is answered at this field with the same sentence.
    projectId: z
      .string({ error: "Please choose a project" })
      .check(
        z.trim(),
        z.minLength(1, "Please choose a project"),
        z.maxLength(120, "Please choose a project from the list"),
      ),
    /**
     * Under India's DPDP Act a student under 18 needs a parent's or guardian's consent
     * before the registration is confirmed (see the privacy notice).
     */
    under18: checkbox,
    /** Required when under18 (see guardianRequiredForMinors): who is asked to consent. */
    guardianName: optionalText("Parent's or guardian's name", maxLength.name),
    guardianEmail: optionalText("Parent's or guardian's email", maxLength.email),
    /** The token of an emailed waitlist offer, whose held seat this registration takes. */
    offerToken: z.optional(z.string().check(z.maxLength(100, "This seat offer link is not valid"))),
  })
  .check(guardianRequiredForMinors);

export type RegistrationInput = z.infer<typeof registrationSchema>;

export const upiReferenceMessages = {
  required: "Enter the 12-digit UPI transaction reference (UTR)",
  notRecent: `This is not the UTR of a UPI payment made in the last ${upiReferenceRecentDays} days. Copy the 12 digits from your UPI app's payment details.`,
} as const;

/**
 * A UPI transaction reference (UTR): the 12 digits every UPI app shows after paying, dated
 * within the last few days (shared/domain/upi-reference.ts). Checked against the clock of
 * whoever parses: the student's browser first, the server's for the API.
 */
export const upiTransactionSchema = z.strictObject({
  utr: z.pipe(
    z.pipe(
      z.string({ error: upiReferenceMessages.required }),
      z.transform((value) => value.replace(/\s/g, "")),
    ),
    z.string().check(
      z.regex(/^\d{12}$/, upiReferenceMessages.required),
      z.refine(
        (utr) => !/^\d{12}$/.test(utr) || isRecentUpiReference(utr, new Date()),
        upiReferenceMessages.notRecent,
      ),
    ),
  ),
});

/** Starting the payment of a registration a guardian has consented to (the emailed pay link). */
export const paymentStartSchema = z.strictObject({
  paymentMethod: z.enum(paymentMethods, { error: "Please choose a payment method" }),
});

export type PaymentStartInput = z.infer<typeof paymentStartSchema>;

/**
 * What Razorpay Checkout hands its success handler, sent on to the server, which checks the
 * signature before it believes any of it. The ids are Razorpay's: a prefix and 14 letters
 * or digits.
 */
export const razorpayPaymentSchema = z.strictObject({
  razorpay_payment_id: z
    .string()
    .check(z.regex(/^pay_[A-Za-z0-9]{1,40}$/, "Not a Razorpay payment id")),
  razorpay_order_id: z
    .string()
    .check(z.regex(/^order_[A-Za-z0-9]{1,40}$/, "Not a Razorpay order id")),
  razorpay_signature: z.string().check(z.regex(/^[a-f0-9]{64}$/, "Not a Razorpay signature")),
});

export type RazorpayPaymentInput = z.infer<typeof razorpayPaymentSchema>;

export type UpiTransactionInput = z.infer<typeof upiTransactionSchema>;
