import { maxLength } from "#shared/schemas/fields";
import { Field } from "./Field";

/**
 * The phone field of every form: the phone keypad on phones, autofill, and the length the
 * schemas accept. Labelled "Phone" and named "phone" unless a form's contract says otherwise.
 */
export function PhoneField({
  error,
  emptyMessage,
  label = "Phone",
  name = "phone",
  hint,
  defaultValue,
}: {
  error?: string | undefined;
  emptyMessage?: string | undefined;
  label?: string;
  name?: string;
  hint?: string;
  defaultValue?: string | undefined;
}) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      emptyMessage={emptyMessage}
      hint={hint}
      inputProps={{
        type: "tel",
        autoComplete: "tel",
        required: true,
        maxLength: maxLength.phone,
        defaultValue,
      }}
    />
  );
}
