import { FieldError, fieldAria, inputClass } from "../posts/post-field";

/** A labelled select with its error, as the portal's text fields show theirs. */
export function ChoiceField({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria({ errorId, error })}
        className={inputClass}
      >
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
