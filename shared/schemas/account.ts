import { z } from "zod/mini";
import { maxLength, requiredEmail, requiredText } from "./fields";
import { passwordRules, passwordTooShort } from "./password-rules";

export const passwordsDoNotMatch = "Passwords do not match";

const password = z
  .string({ error: "Password is required" })
  .check(
    z.minLength(1, "Password is required"),
    z.maxLength(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
  );

/** The sign-in dialog's sign-in mode. */
export const signInSchema = z.object({
  email: requiredEmail(),
  password,
});

const signUpFields = {
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
  password: password.check(
    z.refine((value) => value.length >= passwordRules.min, passwordTooShort),
  ),
};

/** What the dialog sends to sign up, as the server checks it: nothing else is accepted. */
export const signUpRequestSchema = z.strictObject(signUpFields);

/** Sign-up: a name to show in the navigation, and the password twice. */
export const signUpSchema = z
  .object({
    ...signUpFields,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .check(z.minLength(1, "Please confirm your password")),
  })
  .check(
    z.refine((input) => input.password === input.confirmPassword, {
      message: passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
