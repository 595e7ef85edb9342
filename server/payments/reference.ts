import { randomInt } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed is not misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A registration's reference: "KV" and 8 random characters (40 bits). Short enough to
 * read over the phone, and it doubles as the UPI transaction reference (letters and digits
 * only). Unique in the database; a clash is retried by the caller.
 */
export function newRegistrationReference(): string {
  let reference = "KV";
  for (let index = 0; index < 8; index++) reference += alphabet.charAt(randomInt(alphabet.length));
  return reference;
}

export const registrationReferencePattern = /^KV[0-9A-HJKMNP-TV-Z]{8}$/;
