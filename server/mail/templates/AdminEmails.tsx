import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout, paragraph } from "./EmailLayout";

/** The one-time code for resetting an admin's password. */
export function AdminResetCode({
  code,
  validMinutes,
  siteUrl,
}: {
  code: string;
  validMinutes: number;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`Your admin password reset code: ${code}`} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Reset your admin password
      </Heading>
      <Text style={paragraph}>Enter this code in the admin portal to choose a new password:</Text>
      <Text style={{ ...paragraph, fontSize: "28px", fontWeight: 700, letterSpacing: "6px" }}>
        {code}
      </Text>
      <Text style={paragraph}>
        It works once, for {validMinutes} minutes. If you did not ask for it, ignore this email:
        your password stays as it is.
      </Text>
    </EmailLayout>
  );
}

/** Sent after an admin's password was changed, so a change they did not make is noticed. */
export function AdminPasswordChanged({ siteUrl }: { siteUrl: string }) {
  return (
    <EmailLayout preview="Your admin password was changed" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        Your admin password was changed
      </Heading>
      <Text style={paragraph}>
        The password of your admin account was just reset with a one-time code, and every session
        signed in with the old password was ended.
      </Text>
      <Text style={paragraph}>
        If this was not you, reset the password again at once and tell the other admins.
      </Text>
    </EmailLayout>
  );
}

/** An invitation to the admin portal: the link sets a password, once, within its hours. */
export function StaffInvitation({
  url,
  roleLabel,
  invitedBy,
  validHours,
  siteUrl,
}: {
  url: string;
  roleLabel: string;
  invitedBy: string;
  validHours: number;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview="You are invited to the admin portal" siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        You are invited to the admin portal
      </Heading>
      <Text style={paragraph}>
        {invitedBy} invited you to work in the admin portal as: {roleLabel}. Open this link to
        choose your password:
      </Text>
      <Text style={paragraph}>
        <Link href={url}>{url}</Link>
      </Text>
      <Text style={paragraph}>
        It works once, for {validHours} hours. If you did not expect it, ignore this email.
      </Text>
    </EmailLayout>
  );
}
