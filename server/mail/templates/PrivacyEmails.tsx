import { Button, Heading, Text } from "@react-email/components";
import { buttonStyle, Detail, EmailLayout, paragraph } from "./EmailLayout";

/**
 * The "Your data" link: it opens the page that shows, downloads, corrects and erases what we
 * hold for this address. Sent whether or not we hold anything, so the page tells nobody else.
 */
export function DataAccessLink({
  url,
  validMinutes,
  siteUrl,
}: {
  url: string;
  validMinutes: number;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="Your link to see the data we hold about you" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        See the data we hold about you
      </Heading>
      <Text style={paragraph}>
        Someone, hopefully you, asked to see what Kodeveda holds about this email address. Open this
        link and press Show my data:
      </Text>
      <Button href={url} style={buttonStyle}>
        Show my data
      </Button>
      <Text style={paragraph}>
        The link works once, for {validMinutes} minutes. If you did not ask for it, ignore this
        email: nobody can see your data without it.
      </Text>
    </EmailLayout>
  );
}

/**
 * To the person: their request is on file, its reference and when they will have our answer.
 * It repeats nothing they wrote, since anyone can type a stranger's address.
 */
export function DataRequestReceived({
  reference,
  kind,
  due,
  siteUrl,
}: {
  reference: string;
  /** The request's kind in words, e.g. "Correction". */
  kind: string;
  /** The due date in words, India time. */
  due: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`We have received your request ${reference}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        We have received your request
      </Heading>
      <Detail label="Reference" value={reference} />
      <Detail label="Request" value={kind} />
      <Detail label="We will answer by" value={due} />
      <Text style={paragraph}>
        Quote the reference if you write to us about it. If you did not make this request, reply to
        this email and tell us.
      </Text>
    </EmailLayout>
  );
}

/** To the grievance officer: who complained, what they wrote and by when to answer. */
export function GrievanceForOfficer({
  reference,
  name,
  email,
  message,
  due,
  siteUrl,
}: {
  reference: string;
  name: string;
  email: string;
  message: string;
  due: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Grievance ${reference} from ${name}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        New grievance {reference}
      </Heading>
      <Text style={paragraph}>
        The law asks for an answer by the date below. It is in the requests queue of the admin
        portal.
      </Text>
      <Detail label="Answer by" value={due} />
      <Detail label="Name" value={name} />
      <Detail label="Email" value={email} />
      <Detail label="Grievance" value={message} />
    </EmailLayout>
  );
}
