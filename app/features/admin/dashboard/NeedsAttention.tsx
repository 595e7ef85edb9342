import { Link } from "react-router";
import type { NeedsAttention as Waiting } from "#shared/schemas/dashboard";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each thing waiting on staff, as a sentence and the list that shows exactly those. */
function itemsOf(waiting: Waiting): Array<{ text: string; to: string }> {
  const items = [
    {
      count: waiting.upiToVerify,
      text: plural(waiting.upiToVerify, "UPI payment to verify", "UPI payments to verify"),
      to: "/admin/registrations?status=awaiting_verification",
    },
    {
      count: waiting.refundsNeeded,
      text: plural(
        waiting.refundsNeeded,
        "registration needs a refund",
        "registrations need a refund",
      ),
      to: "/admin/registrations?status=needs_refund",
    },
    {
      count: waiting.lateBookings,
      text: plural(
        waiting.lateBookings,
        "booking not answered within 24 hours",
        "bookings not answered within 24 hours",
      ),
      to: "/admin/bookings?late=1",
    },
    {
      count: waiting.lateContacts,
      text: plural(
        waiting.lateContacts,
        "contact message not answered within a business day",
        "contact messages not answered within a business day",
      ),
      to: "/admin/contacts?late=1",
    },
    {
      count: waiting.overdueDataRequests,
      text: plural(
        waiting.overdueDataRequests,
        "data request past its due date",
        "data requests past their due date",
      ),
      to: "/admin/requests",
    },
    {
      count: waiting.outboxFailures,
      text: plural(waiting.outboxFailures, "email failing to send", "emails failing to send"),
      to: "/admin/outbox",
    },
  ];
  return [
    ...items.filter((item) => item.count > 0),
    ...waiting.pausedCampaigns.map((campaign) => ({
      text: `The newsletter “${campaign.subject}” is paused`,
      to: `/admin/newsletter/${campaign.id}`,
    })),
  ];
}

/** What needs a person now: only what is waiting, each a link to the list that shows it. */
export function NeedsAttention({ waiting }: { waiting: Waiting }) {
  const items = itemsOf(waiting);
  return (
    <section
      aria-labelledby="needs-attention"
      className={`mt-6 rounded-xl p-5 ring-1 ${
        items.length > 0 ? "bg-amber-50 ring-amber-300" : "bg-white ring-slate-200"
      }`}
    >
      <h3 id="needs-attention" className="font-semibold text-slate-900">
        Needs your attention
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing is waiting on you.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="font-medium text-brand-900 underline">
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
