import { SubmitButton } from "./SubmitButton";
import { buttonClass } from "../../components/button";
import { EmailField } from "../../components/form/EmailField";
import { Field } from "../../components/form/Field";
import { maxLength } from "#shared/schemas/fields";
import { nominationSchema } from "#shared/schemas/your-data";
import { filedSentence } from "./dates";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

/** Someone to act for the person if they die or cannot act themselves. */
export function NominateForm() {
  const form = useApiForm({
    url: "/api/your-data/nominations",
    schema: nominationSchema,
    done: (answer, element) => {
      element.reset();
      return filedSentence(answer, "Your nomination is filed.");
    },
  });
  return (
    <>
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
      >
        <Field
          label="Their name"
          name="name"
          error={form.errors.name}
          inputProps={{ required: true, maxLength: maxLength.name }}
        />
        <EmailField error={form.errors.email} autoComplete="email" />
        <SubmitButton
          sending={form.sending}
          label="Nominate"
          className={buttonClass("outline", "justify-self-start sm:col-span-2")}
        />
      </form>
      <FormStatus message={form.message} />
    </>
  );
}
