import { useId } from "react";

/** A labelled native select with its error, wired like Field (aria-invalid, aria-describedby). */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  defaultValue,
  error,
  className = "",
}: {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so a choice has to be made. */
  placeholder?: string;
  defaultValue?: string;
  error?: string | undefined;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 ${
          error ? "border-red-700" : "border-slate-300"
        }`}
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
