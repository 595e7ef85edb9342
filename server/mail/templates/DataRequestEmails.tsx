import { Heading, Text } from "@react-email/components";
import { Detail, EmailLayout, paragraph } from "./EmailLayout";

/**
 * To the person: staff did what their data request asked (or answered their grievance). It
 * names the request by its reference and kind, never by the data it concerns.
 */
export function DataRequestCompleted({
  reference,
  kindLabel,
  done,
  answer,
  siteUrl,
}: {
  reference: string;
  kindLabel: string;
  /** What was done, in one sentence. */
  done: string;
  /** Staff's written answer (a grievance's), or their note. */
  answer: string | null;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Your request ${reference} is complete`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Your request {reference} is complete
      </Heading>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>{done}</Text>
      <Detail label="Request" value={`${reference}: ${kindLabel}`} />
      {answer && <Detail label="Our answer" value={answer} />}
      <Text style={paragraph}>
        If you are not satisfied, reply to this email quoting {reference}, or write to our grievance
        officer named in our privacy notice.
      </Text>
    </EmailLayout>
  );
}

/** To the person: we cannot do what their request asked, and why. */
export function DataRequestDeclined({
  reference,
  kindLabel,
  reason,
  siteUrl,
}: {
  reference: string;
  kindLabel: string;
  reason: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`About your request ${reference}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        We could not do what your request {reference} asked
      </Heading>
      <Text style={paragraph}>Hello,</Text>
      <Detail label="Request" value={`${reference}: ${kindLabel}`} />
      <Detail label="Why" value={reason} />
      <Text style={paragraph}>
        If you disagree, reply to this email quoting {reference}, or write to our grievance officer
        named in our privacy notice. You may also complain to the Data Protection Board of India.
      </Text>
    </EmailLayout>
  );
}
