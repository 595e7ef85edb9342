import { Button, Heading, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, paragraph } from "./EmailLayout";

const heading = { fontSize: "20px" } as const;
const quiet = { ...paragraph, color: "#475569", fontSize: "13px" } as const;

/** A certificate issued (or reissued with a corrected name): its page, PDF and LinkedIn link. */
export function CertificateIssued({
  holderName,
  programme,
  certificateId,
  pageUrl,
  pdfUrl,
  linkedInUrl,
  reissued,
  siteUrl,
}: {
  holderName: string;
  programme: string;
  certificateId: string;
  pageUrl: string;
  pdfUrl: string;
  linkedInUrl: string;
  reissued: boolean;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Your certificate for ${programme}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        {reissued ? "Your corrected certificate" : "Your certificate"}
      </Heading>
      <Text style={paragraph}>
        Congratulations, {holderName}!{" "}
        {reissued
          ? `Here is your certificate for ${programme} with your name corrected; the earlier one now points to it.`
          : `You have completed ${programme}, and here is your certificate.`}
      </Text>
      <Button href={pdfUrl} style={buttonStyle}>
        Download your certificate (PDF)
      </Button>
      <Text style={paragraph}>
        Anyone can check it at <Link href={pageUrl}>{pageUrl}</Link>, or by scanning the QR code on
        it. Its ID is <strong>{certificateId}</strong>.
      </Text>
      <Text style={paragraph}>
        <Link href={linkedInUrl}>Add it to your LinkedIn profile</Link>: LinkedIn opens with the
        certificate&apos;s details filled in.
      </Text>
      <Text style={quiet}>
        Search engines do not show your certificate&apos;s page unless you choose so on your account
        page.
      </Text>
    </EmailLayout>
  );
}
