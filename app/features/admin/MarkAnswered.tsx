import { Form } from "react-router";

/**
 * "Mark answered" on a booking or a contact message not yet answered: staff answered it by
 * phone, email or WhatsApp, and the promise the site made it is kept from then on.
 */
export function MarkAnswered({
  row,
  busy,
}: {
  row: Record<string, string | number | null> & { id: string };
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="answered" />
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded border border-slate-300 px-2 py-1 font-semibold whitespace-nowrap"
      >
        Mark answered<span className="sr-only">: {String(row.email)}</span>
      </button>
    </Form>
  );
}
