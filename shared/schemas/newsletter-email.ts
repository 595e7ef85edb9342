/**
 * The newsletter boxes' one rule, without the validation library: they sit in the footer
 * of every page, and this is all they need. The schema for the API uses the same function.
 */
export const invalidNewsletterEmail = "Please enter a valid email.";
export const maxEmailLength = 254;

// The specification's rule is an @; an address we could not deliver to is no better.
const deliverable = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The message to show for this address, or undefined when it will do. */
export function newsletterEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email.length > maxEmailLength) {
    return `Email must be at most ${maxEmailLength} characters long`;
  }
  return deliverable.test(email) ? undefined : invalidNewsletterEmail;
}
