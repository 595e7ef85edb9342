import { EmailField } from "../../components/form/EmailField";
import { Field } from "../../components/form/Field";
import { PhoneField } from "../../components/form/PhoneField";
import { maxLength } from "#shared/schemas/fields";

/** Who a registration or a waitlist place is for, as far as the dialog knows it already. */
export interface Contact {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

/**
 * The name, email and phone fields the registration and the waitlist forms share, filled in
 * with what is known (a seat offer's details, the signed-in student, what was typed before).
 */
export function ContactFields({
  errors,
  contact,
}: {
  errors: Record<string, string>;
  contact: Contact | undefined;
}) {
  return (
    <>
      <Field
        label="Full name"
        name="name"
        error={errors.name}
        inputProps={{
          autoComplete: "name",
          required: true,
          maxLength: maxLength.name,
          defaultValue: contact?.name,
        }}
      />
      <EmailField error={errors.email} defaultValue={contact?.email} />
      <PhoneField error={errors.phone} defaultValue={contact?.phone} />
    </>
  );
}
