import { Button, Heading, Link, Text } from "@react-email/components";
import { buttonStyle, Detail, EmailLayout, paragraph } from "./EmailLayout";
import {
  heading,
  indianTime,
  paymentLine,
  rupees,
  StudentDetails,
  type RegistrationSummary,
} from "./RegistrationEmails";

/** How a cancellation left the money: none taken, a card refund under way, or a UPI refund made. */
export type CancellationOutcome =
  | { kind: "cancelled" }
  | { kind: "refund_pending" }
  | { kind: "refunded"; refundReference: string };

function refundSentence(registration: RegistrationSummary, outcome: CancellationOutcome): string {
  const amount = rupees(registration.amountPaise);
  switch (outcome.kind) {
    case "refund_pending":
      return `Your ${amount} card payment is being refunded to your card; banks usually take 5–7 working days to show it.`;
    case "refunded":
      return `We have refunded ${amount} by UPI; the refund's reference is ${outcome.refundReference}.`;
    case "cancelled":
      return "No money was taken for this registration.";
  }
}

/** To the student when their registration is cancelled, saying what happens to the money. */
export function RegistrationCancelled({
  registration,
  outcome,
  siteUrl,
}: {
  registration: RegistrationSummary;
  outcome: CancellationOutcome;
  siteUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Your registration for ${registration.projectTitle} is cancelled`}
      siteUrl={siteUrl}
    >
      <Heading as="h1" style={heading}>
        Your registration is cancelled
      </Heading>
      <Text style={paragraph}>
        Hello {registration.name}, your registration {registration.reference} for{" "}
        {registration.projectTitle} is cancelled and its seat has been released.
      </Text>
      <Text style={paragraph}>{refundSentence(registration, outcome)}</Text>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      <Text style={paragraph}>Reply to this email if you did not ask for this.</Text>
    </EmailLayout>
  );
}

/** Where a completed refund went: Razorpay returns it to whatever the student paid with. */
const refundedTo: Record<RegistrationSummary["paymentMethod"], string> = {
  stripe: "to your card",
  upi: "by UPI",
  razorpay: "to the card, bank account or UPI app you paid with",
};

/** To the student when the gateway confirms that a refund has gone through. */
export function RegistrationRefunded({
  registration,
  siteUrl,
}: {
  registration: RegistrationSummary;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Refund completed for ${registration.projectTitle}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        Refund completed
      </Heading>
      <Text style={paragraph}>
        Hello {registration.name}, we have refunded {rupees(registration.amountPaise)}{" "}
        {refundedTo[registration.paymentMethod]} for registration {registration.reference} (
        {registration.projectTitle}). Your bank may take a few working days to show it on your
        statement.
      </Text>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      <Detail label="Amount refunded" value={rupees(registration.amountPaise)} />
      <Text style={paragraph}>
        Reply to this email if the refund has not reached you within 10 working days.
      </Text>
    </EmailLayout>
  );
}

/** To staff: a payment arrived after the project filled up, so it has to be refunded. */
export function RefundNeededForStaff({
  registration,
  reason,
  siteUrl,
}: {
  registration: RegistrationSummary;
  reason: string;
  siteUrl: string;
}) {
  const adminUrl = `${siteUrl}/admin/projects`;
  return (
    <EmailLayout preview={`Refund needed: ${registration.reference}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        Refund needed
      </Heading>
      <Text style={paragraph}>{reason}</Text>
      <Detail label="Reference" value={registration.reference} />
      <Detail label="Project" value={registration.projectTitle} />
      <Detail label="Amount" value={rupees(registration.amountPaise)} />
      <Detail label="Paid by" value={paymentLine(registration)} />
      <StudentDetails registration={registration} />
      <Text style={paragraph}>
        Cancel the registration in the portal to refund it: <Link href={adminUrl}>{adminUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

/** To someone who joined a full project's waitlist. */
export function WaitlistJoined({
  name,
  projectTitle,
  siteUrl,
}: {
  name: string;
  projectTitle: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`You are on the waitlist for ${projectTitle}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        You are on the waitlist for {projectTitle}
      </Heading>
      <Text style={paragraph}>
        Hello {name}, {projectTitle} is full, and you are on its waitlist. If a seat frees up, we
        will email you a link that holds it for you for 24 hours.
      </Text>
      <Text style={paragraph}>There is nothing to pay now.</Text>
    </EmailLayout>
  );
}

/** To the next person on a waitlist: a link that holds a freed seat for them (a secret). */
export function WaitlistOffer({
  name,
  projectTitle,
  url,
  expiresAt,
  siteUrl,
}: {
  name: string;
  projectTitle: string;
  url: string;
  /** When the hold ends (ISO 8601). */
  expiresAt: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`A seat is free in ${projectTitle}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        A seat is free in {projectTitle}
      </Heading>
      <Text style={paragraph}>
        Hello {name}, a seat in {projectTitle} has freed up and it is held for you. To take it,
        register and pay through this link:
      </Text>
      <Button href={url} style={buttonStyle}>
        Register now
      </Button>
      <Text style={paragraph}>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Text>
      <Text style={paragraph}>
        The seat is held for you until {indianTime(new Date(expiresAt))}. After that it goes to the
        next person waiting.
      </Text>
    </EmailLayout>
  );
}
