import { FieldError, fieldAria } from "../../posts/post-field";
import { participantsTemplate } from "./workshop-form";
import type { WorkshopForm } from "./useWorkshopForm";

/**
 * The participants' list: a CSV file read in the browser and sent as text with the form,
 * and the template to fill in.
 */
export function ParticipantsField({ form }: { form: WorkshopForm }) {
  const id = `${form.id}-participantsCsv`;
  const error = form.errors.participantsCsv;
  const { fileName, participantsCsv } = form.values;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        Participants (CSV)
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={form.busy}
        onChange={(event) => void form.readList(event.target.files?.[0])}
        {...fieldAria({ errorId: `${id}-error`, error, hintId: `${id}-hint` })}
        className="mt-1 block w-full text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {fileName && participantsCsv
          ? `${fileName} is read: check it before issuing.`
          : "One row per participant: name, email and, optionally, college (the workshop's college otherwise). Save the sheet as “CSV (comma delimited)”."}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <a
        href={participantsTemplate}
        download="participants-template.csv"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        Download a template
      </a>
    </div>
  );
}
