import { Link } from "react-router";
import type { AccountTicket } from "#shared/domain/sessions";

/** A ticket as /account lists it: its next session already worded (India time) by the loader. */
export interface AccountTicketRow extends Omit<AccountTicket, "nextSession"> {
  /** "Sat 5 Dec 2026, 10:00 am – 12:00 pm IST", or null when none is still to come. */
  nextSession: string | null;
}

/**
 * /account for a visitor with a confirmed address: the tickets of their paid registrations,
 * each with its next session and a link to the ticket page. Nothing when they have none.
 */
export function AccountTickets({ tickets }: { tickets: AccountTicketRow[] }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="tickets" className="mx-auto mt-12 max-w-5xl px-4">
      <h2 id="tickets" className="text-2xl font-bold text-slate-900">
        Your tickets
      </h2>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Tickets table">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Project
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Reference
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Next session
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Ticket</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.reference} className="border-b border-slate-200">
                <td className="py-3 pr-4 font-medium text-slate-900">{ticket.projectTitle}</td>
                <td className="py-3 pr-4 font-mono">{ticket.reference}</td>
                <td className="py-3 pr-4">{ticket.nextSession ?? "None scheduled"}</td>
                <td className="py-3">
                  <Link
                    to={ticket.path}
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    Open ticket<span className="sr-only"> for {ticket.projectTitle}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
