import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout, paragraph } from "./EmailLayout";

/** To a new subscriber: what they will get, and the way out. */
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
        <Text style={{ color: "#475569", fontSize: "12px" }}>
          You are receiving this because this address was entered in our newsletter form.{" "}
          <Link href={unsubscribeUrl}>Unsubscribe</Link>
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
