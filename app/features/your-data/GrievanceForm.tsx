import { SubmitButton } from "./SubmitButton";
import { buttonClass } from "../../components/button";
import { EmailField } from "../../components/form/EmailField";
import { Field } from "../../components/form/Field";
import { maxLength } from "#shared/schemas/fields";
import { grievanceSchema } from "#shared/schemas/your-data";
import { Honeypot } from "../forms/Honeypot";
import { NoScriptNote } from "../forms/NoScriptNote";
import { filedSentence } from "./dates";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

export interface GrievanceOfficer {
  name: string;
  email: string;
  responseDays: number;
}

/** A complaint to the grievance officer: anyone may file it, no link needed. */
export function GrievanceForm({ officer }: { officer: GrievanceOfficer }) {
  const form = useApiForm({
    url: "/api/your-data/grievances",
    schema: grievanceSchema,
    done: (answer, element) => {
      element.reset();
      return filedSentence(answer, "Your grievance is filed.");
    },
  });
  return (
    <section aria-labelledby="grievance" className="rounded-xl border border-slate-200 p-6">
      <h2 id="grievance" className="text-xl font-bold text-slate-900">
        Make a complaint
      </h2>
      <p className="mt-2 text-slate-700">
        Our grievance officer, {officer.name} ({officer.email}), answers every complaint about how
        we handle personal data within {officer.responseDays} days.
      </p>
      <form
        className="relative mt-4 grid gap-4"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
      >
        <Field
          label="Name"
          name="name"
          error={form.errors.name}
          inputProps={{ autoComplete: "name", required: true, maxLength: maxLength.name }}
        />
        <EmailField error={form.errors.email} />
        <Field
          label="Your complaint"
          name="message"
          multiline
          error={form.errors.message}
          hint="At least 10 characters."
          inputProps={{ required: true, maxLength: maxLength.message }}
        />
        <Honeypot />
        <NoScriptNote />
        <SubmitButton
          sending={form.sending}
          label="Send the complaint"
          className={buttonClass("primary", "justify-self-start")}
        />
      </form>
      <FormStatus message={form.message} />
    </section>
  );
}
