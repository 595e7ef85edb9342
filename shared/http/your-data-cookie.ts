import { accessSessionCookie, accessSessionMinutes } from "../domain/privacy";
import { sessionCookie } from "./cookies";

/**
 * The Set-Cookie of an opened "Your data" page, or, with no secret, the one that ends it.
 * Secure on an https:// site; the API and the page's "Show my data" action both set it.
 */
export const yourDataSessionCookie = (secret: string, secure: boolean) =>
  sessionCookie(accessSessionCookie, secret, {
    maxAgeSeconds: secret ? accessSessionMinutes * 60 : 0,
    secure,
  });
