import { Heading, Text } from "@react-email/components";
import type { ContactInput } from "../../../app/schemas/contact";
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

/** To the sender: we have it, and when they will hear from us. */
export function ContactAcknowledgement({
  contact,
  siteUrl,
}: {
  contact: ContactMessage;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="We have received your message" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Thank you, {contact.name}
      </Heading>
      <Text style={paragraph}>
        We have received your message and will reply within one business day.
      </Text>
      <Detail label="Your message" value={contact.message} />
    </EmailLayout>
  );
}
