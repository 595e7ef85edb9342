import { Button, Heading, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, paragraph } from "./EmailLayout";

/** Proves that whoever signed up reads this mailbox; until then /account shows nothing stored. */
export function VerifyEmail({
  url,
  validHours,
  siteUrl,
}: {
  url: string;
  validHours: number;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="Confirm your email address" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Confirm your email address
      </Heading>
      <Text style={paragraph}>
        Someone, hopefully you, created an account on our website with this address. To see your
        project registrations and payments in it, open this link, sign in with the email and
        password you chose if you are asked to, and press Confirm:
      </Text>
      <Button href={url} style={buttonStyle}>
        Confirm my email
      </Button>
      <Text style={paragraph}>
        The link works for {validHours} hours. If you did not create an account, ignore this email:
        nothing you registered for is shown to anyone until the address is confirmed.
      </Text>
    </EmailLayout>
  );
}

/**
 * Sent when a new registration names a project this address has already paid for (or paid by
 * UPI, being checked): only the mailbox's owner learns that, never the person at the form.
 */
export function AlreadyRegistered({
  projectTitle,
  reference,
  status,
  siteUrl,
}: {
  projectTitle: string;
  reference: string;
  status: "paid" | "awaiting_verification";
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`You are already registered for ${projectTitle}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        You are already registered for {projectTitle}
      </Heading>
      <Text style={paragraph}>
        A new registration for this project was just started with your email address. You do not
        need to pay again:{" "}
        {status === "paid"
          ? `your payment for registration ${reference} was received.`
          : `we are checking your UPI payment for registration ${reference} and will email you as soon as it is confirmed.`}
      </Text>
      <Text style={paragraph}>
        If you did not start a new registration, you can ignore this email. Sign in on our website
        with this address to see your registrations.
      </Text>
    </EmailLayout>
  );
}
