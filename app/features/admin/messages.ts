/** The admin portal's messages (docs/product.md §8), word for word. */
export const adminText = {
  loginFailed: "Login failed",
  networkError: "Network error. Please try again.",
  otpFailed: "Failed to send OTP",
  resetFailed: "Password reset failed",
  loginSuccessful: "Login successful!",
  otpSent: "OTP sent to your email!",
  resetSuccessful: "Password reset successful!",
} as const;

/** The specification's rule: a message that says "successful" or "sent" is good news. */
export const isGoodNews = (message: string) => /successful|sent/.test(message);
