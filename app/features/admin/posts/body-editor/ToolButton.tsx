/** The look of the toolbar's buttons, and of the buttons in its panels. */
export const toolClass =
  "min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:opacity-50";

/** A toolbar button; `on` shows whether its format applies where the cursor is. */
export function ToolButton({
  label,
  on,
  onClick,
  children,
}: {
  label: string;
  on?: boolean;
  onClick: () => void;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={on}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={toolClass}
    >
      {children ?? label}
    </button>
  );
}
