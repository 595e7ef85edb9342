import { FieldError, fieldAria, inputClass } from "../posts/post-field";

/** A labelled text input or textarea with its hint and error, as the post editor shows them. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  type = "text",
  maxLength,
  min,
  max,
}: {
  /** Unique on the page: the error's and the hint's ids are made from it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  /** A textarea of that many rows; an input otherwise. */
  rows?: number;
  type?: "text" | "number" | "date" | "time";
  maxLength?: number;
  min?: number;
  max?: number;
}) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = fieldAria({ errorId, error, hintId });
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          maxLength={maxLength}
          min={min}
          max={max}
          inputMode={type === "number" ? "numeric" : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
          className={inputClass}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The screen's one sentence about what just happened: green when it went well, red otherwise. */
export function Notice({ notice }: { notice: { text: string; good: boolean } | null }) {
  return (
    <div role="status" className="min-h-6">
      {notice && notice.text && (
        <p
          className={`rounded-lg border p-3 ${
            notice.good
              ? "border-green-300 bg-green-50 text-green-900"
              : "border-red-300 bg-red-50 text-red-900"
          }`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}

export type NoticeState = { text: string; good: boolean } | null;
