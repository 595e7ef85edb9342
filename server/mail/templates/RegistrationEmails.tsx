import { Heading, Text } from "@react-email/components";
import { site } from "#shared/content/site";
import { indiaDateTime } from "#shared/domain/india-time";
import {
  paymentMethodLabels,
  upiShortHoldNote,
  type PaymentMethod,
  type UpiSeatHold,
} from "#shared/domain/registrations";
import { Detail, EmailLayout, paragraph } from "./EmailLayout";
import { TicketSection, type TicketLink } from "./SessionEmails";

/** What every registration email needs to say about the registration. */
export interface RegistrationSummary {
  /** The registration's id: a message to staff names its record by it (never shown). */
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  section: string;
  year: string;
  projectTitle: string;
  amountPaise: number;
  paymentMethod: PaymentMethod;
  under18: boolean;
  stripePaymentIntentId: string | null;
  razorpayPaymentId: string | null;
  upiUtr: string | null;
  /** When the payment was confirmed (ISO 8601), for receipts. */
  paidAt: string | null;
}

export const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);

export const indianTime = (date: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(date) + " IST";

export const heading = { fontSize: "20px" } as const;

/** The id staff find the payment by in the gateway's dashboard or the bank statement. */
const paymentIds: Record<PaymentMethod, (registration: RegistrationSummary) => string> = {
  stripe: ({ stripePaymentIntentId }) => `payment ${stripePaymentIntentId ?? "pending"}`,
  upi: ({ upiUtr }) => `transaction reference ${upiUtr ?? "not given yet"}`,
  razorpay: ({ razorpayPaymentId }) => `payment ${razorpayPaymentId ?? "pending"}`,
};

export function paymentLine(registration: RegistrationSummary): string {
  const method = registration.paymentMethod;
  return `${paymentMethodLabels[method]}, ${paymentIds[method](registration)}`;
}

export function StudentDetails({ registration }: { registration: RegistrationSummary }) {
  return (
    <>
      <Detail label="Student" value={registration.name} />
      <Detail label="Email" value={registration.email} />
      <Detail label="Phone" value={registration.phone} />
      <Detail
        label="College"
        value={`${registration.college}, section ${registration.section}, ${registration.year}`}
      />
      {registration.under18 && (
        <Detail
          label="Under 18"
          value="Yes: confirm only after a parent or guardian has consented."
        />
      )}
    </>
  );
}

function GuardianNote({ registration }: { registration: RegistrationSummary }) {
  if (!registration.under18) return null;
  return (
    <Text style={paragraph}>
      You told us you are under 18. Before your place is confirmed, a parent or guardian needs to
      email {site.email} from their own address (or call {site.phone}) with your name and the
      reference {registration.reference}, saying that they agree.
    </Text>
  );
}

/** To the student once the payment is confirmed: the receipt. */
export function PaymentReceipt({
  registration,
  ticket = null,
  siteUrl,
}: {
  registration: RegistrationSummary;
  /** Absent from receipts queued before tickets existed. */
  ticket?: TicketLink | null;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Receipt for ${registration.projectTitle}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        Payment received: you are registered
      </Heading>
      <Text style={paragraph}>
        Hello {registration.name}, thank you. Your registration for {registration.projectTitle} is
        paid. Your mentor will write to you before the next session.
      </Text>
      <Heading as="h2" style={{ fontSize: "17px" }}>
        Receipt
      </Heading>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      <Detail
        label="Amount paid"
        value={`${rupees(registration.amountPaise)} (project materials, mentorship and certification)`}
      />
      <Detail label="Paid by" value={paymentLine(registration)} />
      {registration.paidAt && (
        <Detail label="Date" value={indianTime(new Date(registration.paidAt))} />
      )}
      <Detail label="Paid to" value={site.legalName} />
      <GuardianNote registration={registration} />
      {ticket && <TicketSection ticket={ticket} />}
      <Text style={paragraph}>Keep this email: quote the reference whenever you write to us.</Text>
    </EmailLayout>
  );
}

/** To staff when a card payment has been confirmed. */
export function PaidRegistrationForStaff({
  registration,
  siteUrl,
}: {
  registration: RegistrationSummary;
  siteUrl: string;
}) {
  return (
    <EmailLayout
      preview={`${registration.name} paid for ${registration.projectTitle}`}
      siteUrl={siteUrl}
    >
      <Heading as="h1" style={heading}>
        New paid registration
      </Heading>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      <Detail label="Amount" value={rupees(registration.amountPaise)} />
      <Detail label="Paid by" value={paymentLine(registration)} />
      <StudentDetails registration={registration} />
    </EmailLayout>
  );
}

/** To the student after they hand in a UPI transaction reference. */
export function UpiPaymentReceived({
  registration,
  siteUrl,
  seat,
}: {
  registration: RegistrationSummary;
  siteUrl: string;
  /** Absent in messages queued before decision 0024: those held the seat while verified. */
  seat?: UpiSeatHold;
}) {
  const shortHold = seat && upiShortHoldNote(seat, indiaDateTime);
  return (
    <EmailLayout preview="We are checking your UPI payment" siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        We are checking your UPI payment
      </Heading>
      <Text style={paragraph}>
        Hello {registration.name}, thank you. We have your UPI transaction reference for{" "}
        {registration.projectTitle} and will match it with our bank statement within one business
        day. You will get a receipt by email as soon as it is confirmed.
      </Text>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Amount" value={rupees(registration.amountPaise)} />
      <Detail label="UPI transaction reference (UTR)" value={registration.upiUtr ?? ""} />
      {shortHold && <Text style={paragraph}>{shortHold}</Text>}
      <GuardianNote registration={registration} />
      <Text style={paragraph}>
        If the UTR above is not the one your UPI app shows, reply to this email with the right one.
      </Text>
    </EmailLayout>
  );
}

/** To staff: a UPI payment to find in the bank statement and confirm in the admin portal. */
export function UpiPaymentToVerify({
  registration,
  siteUrl,
  seat,
}: {
  registration: RegistrationSummary;
  siteUrl: string;
  seat?: UpiSeatHold;
}) {
  return (
    <EmailLayout preview={`UPI payment to verify: ${registration.upiUtr ?? ""}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        UPI payment to verify
      </Heading>
      <Text style={paragraph}>
        Find this UTR in the bank statement, then confirm or reject the registration in the admin
        portal. The student was promised an answer within one business day.
      </Text>
      <Detail label="UPI transaction reference (UTR)" value={registration.upiUtr ?? ""} />
      <Detail label="Amount expected" value={rupees(registration.amountPaise)} />
      <Detail label="Reference (UPI note)" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      {seat && (
        <Detail
          label="Seat"
          value={
            seat.untilVerified
              ? "held until you verify it"
              : seat.heldUntil
                ? `held only until ${indiaDateTime(seat.heldUntil)} (too many unverified UPI payments)`
                : "not held"
          }
        />
      )}
      <StudentDetails registration={registration} />
    </EmailLayout>
  );
}

/** To the student when staff could not match their UPI payment. */
export function UpiPaymentRejected({
  registration,
  reason,
  siteUrl,
}: {
  registration: RegistrationSummary;
  reason: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="We could not confirm your UPI payment" siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        We could not confirm your UPI payment
      </Heading>
      <Text style={paragraph}>
        Hello {registration.name}, we could not match the UPI transaction reference{" "}
        {registration.upiUtr ?? ""} with a payment of {rupees(registration.amountPaise)} for{" "}
        {registration.projectTitle}.
      </Text>
      <Detail label="Reason" value={reason} />
      <Text style={paragraph}>
        If money left your account, reply to this email with a screenshot of the payment from your
        UPI app and the reference {registration.reference}; we will sort it out with you.
      </Text>
    </EmailLayout>
  );
}
