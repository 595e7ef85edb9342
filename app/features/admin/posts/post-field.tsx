export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700";

/**
 * A field's ARIA state: invalid while its error is shown, described by the error and by its
 * hint (if it has one) together, so a screen reader still hears the hint beside the error.
 */
export function fieldAria({
  errorId,
  error,
  hintId,
}: {
  errorId: string;
  error: string | undefined;
  hintId?: string;
}): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(" ");
  return {
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
