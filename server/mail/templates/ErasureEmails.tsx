import { Heading, Text } from "@react-email/components";
import { Detail, EmailLayout, paragraph } from "./EmailLayout";

/**
 * The last email to an erased person: what was erased, the request's reference, and what the
 * law makes us keep and why. The outbox deletes it once the mail server has it.
 */
export function DataErased({
  reference,
  kept,
  siteUrl,
}: {
  /** The erasure request's, when there is one to quote. */
  reference: string | null;
  kept: Array<{ what: string; why: string }>;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="We have erased your data" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        We have erased your data
      </Heading>
      <Text style={paragraph}>
        As asked, we have erased what we held about this email address: your account, your
        registrations, bookings, messages, newsletter subscription and the emails we sent you. We
        will not email this address again unless you give it to us again.
      </Text>
      {reference ? <Detail label="Request reference" value={reference} /> : null}
      {kept.length === 0 ? (
        <Text style={paragraph}>We kept nothing.</Text>
      ) : (
        <>
          <Text style={paragraph}>
            The law makes us keep the following, stripped of your name and contact details:
          </Text>
          {kept.map((record) => (
            <Text key={record.what} style={paragraph}>
              <strong>{record.what}</strong>: {record.why}
            </Text>
          ))}
        </>
      )}
      <Text style={paragraph}>
        We do not keep this email either. If you write to us about it, quote the reference.
      </Text>
    </EmailLayout>
  );
}
