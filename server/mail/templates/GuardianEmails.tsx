import { Button, Heading, Link, Text } from "@react-email/components";
import { buttonStyle, Detail, EmailLayout, paragraph } from "./EmailLayout";
import { heading, indianTime, rupees } from "./RegistrationEmails";

/** What the guardian is asked to consent to. */
export interface GuardianConsentRequestProps {
  guardianName: string;
  studentName: string;
  studentEmail: string;
  projectTitle: string;
  amountPaise: number;
  /** When the link lapses and the seat is released (ISO 8601). */
  expiresAt: string;
  url: string;
  siteUrl: string;
}

/**
 * To the parent or guardian of a student under 18 (DPDP Act, verifiable parental consent).
 * The link is a secret: whoever opens it can consent, so it is in the body only.
 */
export function GuardianConsentRequest({
  guardianName,
  studentName,
  studentEmail,
  projectTitle,
  amountPaise,
  expiresAt,
  url,
  siteUrl,
}: GuardianConsentRequestProps) {
  return (
    <EmailLayout preview={`${studentName} asks for your consent`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        {studentName} asks for your consent
      </Heading>
      <Text style={paragraph}>
        Hello {guardianName}, {studentName} ({studentEmail}) has registered for a Kodeveda project
        and told us they are under 18. You gave us this address as their parent or guardian. We keep
        their details and take the fee only if you agree.
      </Text>
      <Detail label="Project" value={projectTitle} />
      <Detail
        label="Fee"
        value={`${rupees(amountPaise)} (project materials, mentorship and certification)`}
      />
      <Text style={paragraph}>
        Open this link and press I consent. Nothing is charged until you do; after that we email{" "}
        {studentName} a link to pay.
      </Text>
      <Button href={url} style={buttonStyle}>
        Review and consent
      </Button>
      <Text style={paragraph}>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Text>
      <Text style={paragraph}>
        The link works once, until {indianTime(new Date(expiresAt))}. If you do not agree, or do not
        know this registration, ignore this email: the seat is then released and the registration
        lapses.
      </Text>
    </EmailLayout>
  );
}

/** To the student, once their parent or guardian consented: how to pay. */
export function GuardianConsented({
  studentName,
  projectTitle,
  reference,
  amountPaise,
  expiresAt,
  url,
  siteUrl,
}: {
  studentName: string;
  projectTitle: string;
  reference: string;
  amountPaise: number;
  /** When the seat hold ends (ISO 8601). */
  expiresAt: string;
  url: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Your parent or guardian agreed: pay for ${projectTitle}`}
      siteUrl={siteUrl}
    >
      <Heading as="h1" style={heading}>
        You can now pay for {projectTitle}
      </Heading>
      <Text style={paragraph}>
        Hello {studentName}, your parent or guardian has consented to your registration. Pay the fee
        of {rupees(amountPaise)} by card or UPI to confirm your place:
      </Text>
      <Button href={url} style={buttonStyle}>
        Pay now
      </Button>
      <Text style={paragraph}>
        If the button does not work, open this link: <Link href={url}>{url}</Link>
      </Text>
      <Detail label="Reference" value={reference} />
      <Text style={paragraph}>
        Your seat is held until {indianTime(new Date(expiresAt))}. After that it goes to the next
        person waiting.
      </Text>
    </EmailLayout>
  );
}
