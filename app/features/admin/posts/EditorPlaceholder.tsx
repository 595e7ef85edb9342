/** Shown where the body editor goes until it has started in the browser. */
export function EditorPlaceholder() {
  return (
    <p className="min-h-72 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-600">
      Loading the editor…
    </p>
  );
}
