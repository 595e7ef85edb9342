/**
 * Phone numbers as people in India write them. Two rules from the specification, and a
 * contact number is good when either accepts it:
 * - the contact form's pattern: an optional plus, an optional bracketed 3 digits, 3 digits
 *   and 4 to 6 digits, with optional separators (it was written for North American numbers
 *   and on its own rejects "+91 98765 43210");
 * - the booking form's rule: with spaces, hyphens and brackets removed, an optional plus,
 *   a first digit 1-9 and 9 to 14 more digits.
 */
const contactPattern = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;
const bookingPattern = /^\+?[1-9]\d{9,14}$/;

/** The number with spaces, hyphens and brackets removed, as the booking rule reads it. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s\-()]/g, "");
}

export function isBookingContactNumber(value: string): boolean {
  return bookingPattern.test(compactPhoneNumber(value));
}

export function isContactPhoneNumber(value: string): boolean {
  return contactPattern.test(value) || isBookingContactNumber(value);
}
