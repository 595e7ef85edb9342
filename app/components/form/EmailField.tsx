import { maxEmailLength } from "#shared/schemas/newsletter-email";
import { Field } from "./Field";

/**
 * The email field of every form: the email keyboard on phones, autofill, and the length
 * the schemas accept.
 */
export function EmailField({
  error,
  emptyMessage,
  className,
  autoComplete = "email",
  defaultValue,
}: {
  error?: string | undefined;
  emptyMessage?: string | undefined;
  className?: string;
  /** "username" where the address signs someone in to the admin portal. */
  autoComplete?: "email" | "username";
  defaultValue?: string | undefined;
}) {
  return (
    <Field
      label="Email"
      name="email"
      error={error}
      emptyMessage={emptyMessage}
      {...(className ? { className } : {})}
      inputProps={{
        type: "email",
        autoComplete,
        required: true,
        maxLength: maxEmailLength,
        defaultValue,
      }}
    />
  );
}
