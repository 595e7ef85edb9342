import { Field } from "../../components/form/Field";
import { otpLength } from "#shared/schemas/admin";
import { passwordRules } from "#shared/schemas/password-rules";

/** The reset view's own fields: the emailed code and the new password. */
export function PasswordResetFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <>
      <Field
        label="OTP"
        name="otp"
        error={errors.otp}
        hint={`The ${otpLength}-digit code we emailed you. It works once, for 10 minutes.`}
        inputProps={{
          inputMode: "numeric",
          autoComplete: "one-time-code",
          required: true,
          maxLength: otpLength,
        }}
      />
      <Field
        label="New password"
        name="newPassword"
        error={errors.newPassword}
        hint={`At least ${passwordRules.min} characters.`}
        inputProps={{
          type: "password",
          autoComplete: "new-password",
          required: true,
          maxLength: passwordRules.max,
        }}
      />
    </>
  );
}
