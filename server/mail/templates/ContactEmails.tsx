import { Heading, Text } from "@react-email/components";
import type { ContactInput } from "#shared/schemas/contact";
import { Detail, EmailLayout, paragraph } from "./EmailLayout";

type ContactMessage = Omit<ContactInput, "website">;

/** To staff: the message and how to reach its sender. */
export function ContactForStaff({
  contact,
  siteUrl,
}: {
  contact: ContactMessage;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`New message from ${contact.name}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        New contact message
      </Heading>
      <Text style={paragraph}>Reply within one business day: the site promised it.</Text>
      <Detail label="Name" value={contact.name} />
      <Detail label="Email" value={contact.email} />
      <Detail label="Phone" value={contact.phone} />
      <Detail label="Message" value={contact.message} />
    </EmailLayout>
  );
}

/**
 * To the address the sender typed: we have it, and when they will hear from us. It repeats
 * nothing they wrote, since anyone can type a stranger's address and make us mail their text.
 */
export function ContactAcknowledgement({ siteUrl }: { siteUrl: string }) {
  return (
    <EmailLayout preview="We have received your message" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Thank you for your message
      </Heading>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        We have received your message through our contact form and will reply within one business
        day.
      </Text>
      <Text style={paragraph}>If you did not write to us, you can ignore this email.</Text>
    </EmailLayout>
  );
}
