/**
 * The languages server/services/blog/highlight.ts registers ("" is plain text); keep them in
 * step.
 */
export const codeLanguages = [
  ["", "Plain text"],
  ["ts", "TypeScript"],
  ["js", "JavaScript"],
  ["python", "Python"],
  ["java", "Java"],
  ["sql", "SQL"],
  ["bash", "Shell"],
  ["json", "JSON"],
  ["xml", "HTML/XML"],
  ["css", "CSS"],
  ["c", "C"],
  ["cpp", "C++"],
  ["yaml", "YAML"],
] as const;

/** The language of the code block the cursor is in, for the server's highlighting. */
export function CodeLanguageSelect({
  value,
  onChange,
}: {
  value: string;
  /** "" for plain text. */
  onChange: (language: string) => void;
}) {
  return (
    <label className="flex items-center gap-1 text-sm">
      <span>Code language</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2"
      >
        {codeLanguages.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
