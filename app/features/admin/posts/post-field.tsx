export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700";

/** A field's ARIA state: invalid and described by its error while shown, else by its hint. */
export function fieldAria({
  errorId,
  error,
  hintId,
}: {
  errorId: string;
  error: string | undefined;
  hintId?: string;
}): { "aria-invalid"?: true; "aria-describedby"?: string } {
  if (error) return { "aria-invalid": true, "aria-describedby": errorId };
  return hintId ? { "aria-describedby": hintId } : {};
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
