/**
 * NIST SP 800-63B: at least 8 characters, long passphrases welcome, no composition rules.
 * (The specification's identity-provider default of 6 is below it.) Kept apart from the
 * zod schemas so the navigation can word errors without carrying the validation library.
 */
export const passwordRules = { min: 8, max: 128 } as const;
export const passwordTooShort = `Password must be at least ${passwordRules.min} characters`;
