import { SubmitButton } from "./SubmitButton";
import { useRevalidator } from "react-router";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { maxLength } from "#shared/schemas/fields";
import { correctionSchema } from "#shared/schemas/your-data";
import { readForm } from "../forms/read-form";
import { filedSentence } from "./dates";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

export interface CorrectableRecord {
  table: string;
  id: string;
  title: string;
  fields: Array<{ column: string; label: string; value: string }>;
}

/** The record's fields as the form holds them: what the person changed goes to staff. */
const correctionOf = (record: CorrectableRecord) => (form: HTMLFormElement) => {
  const values = readForm(form);
  return {
    table: record.table,
    id: record.id,
    changes: Object.fromEntries(
      record.fields
        .map(({ column, value }) => [column, values[column] ?? "", value] as const)
        .filter(([, edited, stored]) => edited.trim() !== stored)
        .map(([column, edited]) => [column, edited]),
    ),
  };
};

function CorrectionForm({ record, number }: { record: CorrectableRecord; number: number }) {
  const revalidator = useRevalidator();
  const form = useApiForm({
    url: "/api/your-data/corrections",
    schema: correctionSchema,
    toInput: correctionOf(record),
    done: (answer) => {
      void revalidator.revalidate();
      return filedSentence(answer, "Staff will make the correction.");
    },
  });
  const heading = `correct-${record.table}-${record.id}`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 p-4">
      <h3 id={heading} className="font-semibold text-slate-900">
        {record.title} ({number})
      </h3>
      <form
        className="mt-3 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
      >
        {record.fields.map((field) => (
          <Field
            key={field.column}
            label={field.label}
            name={field.column}
            error={form.errors[`changes.${field.column}`]}
            inputProps={{ defaultValue: field.value, maxLength: maxLength.message }}
          />
        ))}
        <SubmitButton
          sending={form.sending}
          label="Ask for this correction"
          className={buttonClass("outline", "justify-self-start sm:col-span-2")}
        />
      </form>
      <FormStatus message={form.message} />
    </section>
  );
}

/** A form per record the person gave us: they change the fields, staff apply it. */
export function CorrectionForms({ records }: { records: CorrectableRecord[] }) {
  if (records.length === 0) {
    return <p className="text-slate-700">There are no records of yours to correct.</p>;
  }
  const numbers = new Map<string, number>();
  return (
    <div className="space-y-4">
      {records.map((record) => {
        const number = (numbers.get(record.table) ?? 0) + 1;
        numbers.set(record.table, number);
        return (
          <CorrectionForm key={`${record.table}-${record.id}`} record={record} number={number} />
        );
      })}
    </div>
  );
}
