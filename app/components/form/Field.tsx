import { useId } from "react";

interface FieldProps {
  label: string;
  name: string;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  /**
   * What the field says when it is sent empty, for a form that works before React
   * (features/forms/early-submit.server.ts): the message is in the page, hidden until it
   * applies, so the page's own script can show it by attributes alone.
   */
  emptyMessage?: string | undefined;
  hint?: string;
  multiline?: boolean;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement> &
    React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/**
 * A labelled input with its hint and error. The error is tied to the input with
 * aria-describedby and aria-invalid, so a screen reader reads it with the field.
 */
export function Field({
  label,
  name,
  error,
  emptyMessage,
  hint,
  multiline,
  className = "",
  inputProps,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  const early = emptyMessage !== undefined;
  const control = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    // The script before React may have marked it; React's first render says what it knows.
    suppressHydrationWarning: early,
    className:
      "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 aria-invalid:border-red-700",
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...inputProps} {...control} />
      ) : (
        <input {...inputProps} {...control} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p
        id={errorId}
        hidden={!error}
        suppressHydrationWarning={early}
        className="mt-1 text-sm font-medium text-red-700"
      >
        {error ?? emptyMessage}
      </p>
    </div>
  );
}
