import { Button, Heading, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, paragraph } from "./EmailLayout";

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
