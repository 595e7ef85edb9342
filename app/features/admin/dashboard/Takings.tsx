import { paymentMethodLabels } from "#shared/domain/registrations";
import type { DashboardFigures, PeriodTakings, PromiseKept } from "#shared/schemas/dashboard";
import { formatRupees } from "./figures-format";

const card = "rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

function Money({ takings }: { takings: PeriodTakings }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3">
      <div>
        <dt className="text-sm text-slate-600">Paid registrations</dt>
        <dd className="order-first text-3xl font-bold text-brand-700">
          {takings.paidRegistrations}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Received</dt>
        <dd className="order-first text-3xl font-bold text-brand-700">
          {formatRupees(takings.receivedPaise)}
        </dd>
      </div>
      {takings.refundedPaise > 0 && (
        <div className="col-span-2">
          <dt className="sr-only">Refunded</dt>
          <dd className="text-sm text-slate-700">
            {formatRupees(takings.refundedPaise)} refunded, so{" "}
            {formatRupees(takings.receivedPaise - takings.refundedPaise)} kept
          </dd>
        </div>
      )}
    </dl>
  );
}

function ByMethod({ takings }: { takings: PeriodTakings }) {
  if (takings.byMethod.length === 0) return null;
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">Payments by method</caption>
      <thead className="border-b border-slate-300 text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Method
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">
            Paid
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">
            Received
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Refunded
          </th>
        </tr>
      </thead>
      <tbody>
        {takings.byMethod.map((row) => (
          <tr key={row.method} className="border-b border-slate-200">
            <th scope="row" className="py-1 pr-2 font-normal">
              {paymentMethodLabels[row.method]}
            </th>
            <td className="py-1 pr-2 text-right">{row.paid}</td>
            <td className="py-1 pr-2 text-right">{formatRupees(row.receivedPaise)}</td>
            <td className="py-1 text-right">
              {row.refunded > 0 ? formatRupees(row.refundedPaise) : "—"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Promise({ label, kept }: { label: string; kept: PromiseKept }) {
  return (
    <li>
      {label}:{" "}
      {kept.answered === 0 ? (
        "none answered yet"
      ) : (
        <>
          <strong>{kept.onTime}</strong> of {kept.answered} on time
        </>
      )}
    </li>
  );
}

/** The day's and the month's payments, by method, and how well replies kept their promise. */
export function Takings({ today, month }: Pick<DashboardFigures, "today" | "month">) {
  return (
    <section aria-labelledby="takings" className="mt-10">
      <h3 id="takings" className="text-lg font-semibold text-slate-900">
        Today and this month
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="takings-today" className={card}>
          <h4 id="takings-today" className="font-semibold text-slate-900">
            Today
          </h4>
          <Money takings={today} />
          <ByMethod takings={today} />
        </section>
        <section aria-labelledby="takings-month" className={card}>
          <h4 id="takings-month" className="font-semibold text-slate-900">
            {month.label}
          </h4>
          <Money takings={month} />
          <ByMethod takings={month} />
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            <Promise label="Bookings answered within 24 hours" kept={month.bookings} />
            <Promise
              label="Contact messages answered within a business day"
              kept={month.contacts}
            />
          </ul>
        </section>
      </div>
    </section>
  );
}
