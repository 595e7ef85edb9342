/** A form's submit button: it says it is busy, and cannot be pressed twice, while the form sends. */
export function SubmitButton({
  sending,
  label,
  sendingLabel = "Sending...",
  className,
}: {
  sending: boolean;
  label: string;
  sendingLabel?: string;
  className: string;
}) {
  return (
    <button type="submit" disabled={sending} className={className}>
      {sending ? sendingLabel : label}
    </button>
  );
}
