/** What the admin portal tells people when it refuses. */
export const adminMessages = {
  codeInvalid: "The code is wrong or has expired. Request a new one if you need to.",
  notAdmin: "This account cannot sign in to the admin portal.",
  loginFailed: "Invalid email or password.",
  unverifiedAccount: (email: string) =>
    `The account ${email} has never confirmed its email address, so anyone could have signed up with it. ` +
    `Check with its owner, then run the command again with --force: that marks the address confirmed, ` +
    `makes the account an admin and signs it out everywhere.`,
} as const;
