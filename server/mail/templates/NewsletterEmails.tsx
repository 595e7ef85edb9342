import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, paragraph } from "./EmailLayout";

const footnote = { color: "#475569", fontSize: "12px" } as const;
/** Underlined and dark enough to read on white: a link must not be told by colour alone. */
const footnoteLink = { color: "#174ab0", textDecoration: "underline" } as const;

/** The double opt-in: nothing else is ever sent to an address until its owner follows this. */
export function NewsletterConfirm({
  url,
  validDays,
  siteUrl,
}: {
  url: string;
  validDays: number;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="Confirm your subscription to the Kodeveda newsletter" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Confirm your subscription
      </Heading>
      <Text style={paragraph}>
        Someone, hopefully you, entered this address in the newsletter form on our website. To
        receive the newsletter, open this link and press Confirm:
      </Text>
      <Button href={url} style={buttonStyle}>
        Confirm my subscription
      </Button>
      <Text style={paragraph}>
        The link works for {validDays} days. If you did not ask for the newsletter, ignore this
        email: we will not write to you again, and we delete the address after {validDays} days.
      </Text>
    </EmailLayout>
  );
}

/** To a subscriber who has just confirmed: what they will get, and the way out. */
export function NewsletterWelcome({
  siteUrl,
  unsubscribeUrl,
}: {
  siteUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview="You're subscribed to the Kodeveda newsletter"
      siteUrl={siteUrl}
      footer={
        <Text style={footnote}>
          You are receiving this because you confirmed your subscription to our newsletter.{" "}
          <Link href={unsubscribeUrl} style={footnoteLink}>
            Unsubscribe
          </Link>
        </Text>
      }
    >
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Welcome to the Kodeveda newsletter
      </Heading>
      <Text style={paragraph}>
        Once a month we will send you new articles, workshop dates and hackathon announcements.
        Nothing else, and we never share your address.
      </Text>
      <Text style={paragraph}>
        Changed your mind? <Link href={unsubscribeUrl}>Unsubscribe with one click</Link>.
      </Text>
    </EmailLayout>
  );
}

/**
 * A campaign as staff wrote it. The body is the editor's HTML, sanitised when it was saved,
 * with its links and pictures made absolute (server/mail/campaign.ts). No tracking pixel and
 * no rewritten links: the privacy notice promises minimal data.
 */
export function NewsletterCampaign({
  previewText,
  bodyHtml,
  siteUrl,
  unsubscribeUrl,
}: {
  subject: string;
  previewText: string;
  bodyHtml: string;
  siteUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview={previewText}
      siteUrl={siteUrl}
      footer={
        <Text style={footnote}>
          You are receiving this because you subscribed to the Kodeveda newsletter and confirmed it.{" "}
          <Link href={unsubscribeUrl} style={footnoteLink}>
            Unsubscribe
          </Link>
        </Text>
      }
    >
      <Section style={paragraph}>
        <div className="newsletter-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </Section>
    </EmailLayout>
  );
}
