import { Heading, Text } from "@react-email/components";
import type { BookingInput } from "#shared/schemas/booking";
import { Detail, EmailLayout, paragraph } from "./EmailLayout";

type Booking = Omit<BookingInput, "website">;

/** To staff: everything the organisation sent, to reply from. */
export function BookingForStaff({ booking, siteUrl }: { booking: Booking; siteUrl: string }) {
  return (
    <EmailLayout preview={`New booking request from ${booking.organizationName}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        New booking request
      </Heading>
      <Text style={paragraph}>Reply within 24 hours: the site promised it.</Text>
      <Detail label="Organization" value={booking.organizationName} />
      <Detail label="Email" value={booking.email} />
      <Detail label="Contact number" value={booking.contactNumber} />
      <Detail label="Address" value={booking.address} />
      <Detail label="Message" value={booking.message} />
    </EmailLayout>
  );
}

/**
 * To the address the organisation typed: we have it, and when they will hear from us. It
 * repeats nothing they wrote, since anyone can type a stranger's address and make us mail
 * their text.
 */
export function BookingAcknowledgement({ siteUrl }: { siteUrl: string }) {
  return (
    <EmailLayout preview="We have received your booking request" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Thank you for your booking request
      </Heading>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        We have received your booking request. We'll contact you within 24 hours to plan the dates,
        the syllabus and the batch sizes with you.
      </Text>
      <Text style={paragraph}>
        To add to or correct your request, reply to this email. If you did not send it, you can
        ignore this email.
      </Text>
    </EmailLayout>
  );
}
