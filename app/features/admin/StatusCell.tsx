import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { adminLists, type AdminListKind } from "#shared/domain/admin-lists";
import { maxReasonLength } from "#shared/schemas/admin-lists";

/** A registration whose UPI payment staff confirm or reject in its row. */
export const awaitsVerification = (
  kind: AdminListKind,
  row: Record<string, string | number | null>,
) => kind === "registrations" && row.status === "awaiting_verification";

/**
 * A row's status: a form to change it on bookings and contacts, Confirm and Reject on a
 * registration awaiting verification (and Reject for every one from its network), the status
 * as text otherwise.
 */
export function StatusCell({
  kind,
  row,
  busy,
}: {
  kind: AdminListKind;
  row: Record<string, string | number | null>;
  busy: boolean;
}) {
  const list = adminLists[kind];
  const current = String(row.status);
  const label = (list.statuses as Record<string, string>)[current] ?? current;
  if (kind === "bookings" || kind === "contacts") {
    return (
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={String(row.id)} />
        <label>
          <span className="sr-only">Status of {String(row.email)}</span>
          <select
            name="status"
            defaultValue={current}
            className="rounded border border-slate-300 bg-white px-2 py-1"
          >
            {Object.entries(list.statuses).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={busy}
          className="rounded border border-slate-300 px-2 py-1 font-semibold"
        >
          Save
        </button>
      </Form>
    );
  }
  if (awaitsVerification(kind, row)) {
    const reference = String(row.reference);
    return (
      <div className="space-y-2">
        <p>{label}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="reference" value={reference} />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-green-700 px-2 py-1 font-semibold text-white"
          >
            Confirm payment {reference}
          </button>
        </Form>
        <RejectForm
          intent="reject"
          target={{ name: "reference", value: reference }}
          reasonLabel={<>Reason for rejecting {reference}</>}
          busy={busy}
        >
          Reject
        </RejectForm>
        {row.upi_network && <RejectNetwork network={String(row.upi_network)} busy={busy} />}
      </div>
    );
  }
  return <span>{label}</span>;
}

/** Made-up UTRs come in bursts from one network: staff reject them all at once. */
function RejectNetwork({ network, busy }: { network: string; busy: boolean }) {
  return (
    <RejectForm
      intent="reject-network"
      target={{ name: "network", value: network }}
      reasonLabel={`Reason for rejecting every claim from ${network}`}
      busy={busy}
      small
      onSubmit={(event) => {
        // Students on one campus or mobile network share its address: a real payment among
        // them would be rejected too.
        const question = `Reject every unverified UPI claim from ${network}? Each student is emailed, and real payments from the same network are rejected too.`;
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      {`Reject every unverified UPI claim from ${network}`}
    </RejectForm>
  );
}

/** A reason and a Reject button, for one registration or every claim from a network. */
function RejectForm({
  intent,
  target,
  reasonLabel,
  busy,
  small = false,
  onSubmit,
  children,
}: {
  intent: "reject" | "reject-network";
  /** The hidden field naming what is rejected. */
  target: { name: "reference" | "network"; value: string };
  /** The reason field's name for screen readers. */
  reasonLabel: ReactNode;
  busy: boolean;
  small?: boolean;
  onSubmit?: ComponentProps<typeof Form>["onSubmit"];
  children: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={target.name} value={target.value} />
      <label>
        <span className="sr-only">{reasonLabel}</span>
        <input
          name="reason"
          placeholder="Reason"
          maxLength={maxReasonLength}
          className="w-32 rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className={
          // A network's name has no spaces: it breaks where it must, not past a phone's edge.
          small
            ? "rounded border border-red-700 px-2 py-1 text-left text-sm font-semibold wrap-anywhere text-red-800"
            : "rounded border border-red-700 px-2 py-1 font-semibold text-red-800"
        }
      >
        {children}
      </button>
    </Form>
  );
}
