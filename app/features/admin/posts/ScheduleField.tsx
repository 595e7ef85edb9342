import { buttonClass } from "#app/components/button";
import { FieldError, fieldAria, inputClass } from "./post-field";

/** The date and time (IST) a post goes live or a newsletter goes out, and the button that schedules it. */
export function ScheduleField({
  label = "Publish on (India time, IST)",
  value,
  onChange,
  onSchedule,
  busy,
  error,
  errorId,
}: {
  label?: string;
  /** A datetime-local value, in India time. */
  value: string;
  onChange: (value: string) => void;
  onSchedule: () => void;
  busy: boolean;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">Schedule</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="text-sm font-medium text-slate-800">{label}</span>
          <input
            type="datetime-local"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...fieldAria({ errorId, error })}
            className={inputClass}
          />
        </label>
        <button
          type="button"
          disabled={busy}
          onClick={onSchedule}
          className={buttonClass("outline")}
        >
          Schedule
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
