import { yourDataSessionCookie } from "#shared/http/your-data-cookie";

/** The Set-Cookie that opens the page for 30 minutes; Secure on an https:// site. */
export const openedPageCookie = (secret: string, siteOrigin: string) =>
  yourDataSessionCookie(secret, siteOrigin.startsWith("https:"));
