import { passwordTooShort } from "#shared/schemas/password-rules";

/** better-auth's error codes, in words a person understands. */
const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD:
    "That email and password do not match. Check them and try again, or create an account.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in instead.",
  PASSWORD_TOO_SHORT: passwordTooShort,
  PASSWORD_TOO_LONG: "Password must be at most 128 characters",
  INVALID_EMAIL: "Please enter a valid email address",
};

export const tooManyAttempts = "Too many attempts. Please wait a minute and try again.";

export function signInErrorMessage(status: number, code?: string, message?: string): string {
  if (status === 429) return tooManyAttempts;
  if (status === 0) return "We could not reach the server. Check your connection and try again.";
  return (code && byCode[code]) || message || "Sign-in failed. Please try again.";
}
