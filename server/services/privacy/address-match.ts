/**
 * Whether a text names an email address as a whole address (issue 35): `m3@example.co` is
 * not in "victim3@example.com", nor `ictim@example.com` in "victim@example.com". An address
 * found in a text counts only where the characters around it cannot be part of an address:
 * before it nothing a local part may hold (RFC 5322's atext, a dot, or any letter, mark or
 * digit of an internationalised address); after it nothing a domain may continue with (a letter,
 * digit, hyphen or underscore, or a dot followed by one — a dot that ends a sentence is not).
 */

const beforeAddress = /[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]/u;
const continuesDomain = /^(?:[\p{L}\p{M}\p{N}_-]|\.[\p{L}\p{M}\p{N}_-])/u;

/** A stored value as the text an address would stand in (JSON for anything not text). */
export const storedText = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value ?? "");

/** True when `value` names `address` (already trimmed and lower case) as a whole address. */
export function namesAddress(value: unknown, address: string): boolean {
  if (address === "") return false;
  const text = storedText(value).toLowerCase();
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    const before = at === 0 ? "" : text.charAt(at - 1);
    const after = text.slice(at + address.length, at + address.length + 2);
    if (!beforeAddress.test(before) && !continuesDomain.test(after)) return true;
  }
  return false;
}
