import { Icon } from "../../components/icons";
import { indiaSessionTime } from "#shared/domain/session-time";
import type { TicketSession } from "#shared/domain/sessions";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * Every session of the ticket's project, in the order they happen: when (India time), where
 * (the venue with its map, or the meeting link), whether it was cancelled or attended, and
 * a Google Calendar link for each still to happen. Links leave without the page's address
 * (rel noreferrer): the address is the ticket.
 */
export function TicketSessions({ sessions }: { sessions: TicketSession[] }) {
  return (
    <section aria-labelledby="ticket-sessions" className="mt-10">
      <h2 id="ticket-sessions" className="text-2xl font-bold text-slate-900">
        Sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No sessions are scheduled yet. We will email you when they are, and they will appear here.
        </p>
      ) : (
        <ol className="ticket-sessions mt-4 space-y-4">
          {sessions.map((session) => (
            <li key={session.id} className="rounded-lg border border-slate-200 p-4">
              <Session session={session} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Session({ session }: { session: TicketSession }) {
  const cancelled = session.status === "cancelled";
  const when = `${indiaSessionTime(session.startsAt, session.endsAt)} IST`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">
          {cancelled ? <s>{session.title}</s> : session.title}
        </h3>
        {cancelled && (
          <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
            Cancelled
          </span>
        )}
        {session.attended && (
          <span className="inline-flex items-center gap-1 rounded bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-800">
            <Icon name="check" className="size-4" />
            Attended
          </span>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <dt className="font-medium text-slate-900">When</dt>
        <dd>{cancelled ? <s>{when}</s> : when}</dd>
        <dt className="font-medium text-slate-900">Where</dt>
        <dd className="min-w-0">
          <Place session={session} cancelled={cancelled} />
        </dd>
      </dl>
      {!cancelled && (
        <p className="ticket-screen mt-3">
          <a href={session.googleCalendarUrl} rel="noreferrer" className={linkClass}>
            Add to Google Calendar<span className="sr-only">: {session.title}</span>
          </a>
        </p>
      )}
    </>
  );
}

function Place({ session, cancelled }: { session: TicketSession; cancelled: boolean }) {
  if (session.place === "online") {
    return (
      <>
        Online
        {session.onlineUrl && !cancelled && (
          <>
            <span className="ticket-screen">
              {" · "}
              <a href={session.onlineUrl} rel="noreferrer" className={linkClass}>
                Join the session<span className="sr-only">: {session.title}</span>
              </a>
            </span>
            <span className="block font-mono text-sm wrap-anywhere ticket-paper">
              <span className="ticket-paper hidden">: </span>
              {session.onlineUrl}
            </span>
          </>
        )}
      </>
    );
  }
  return (
    <>
      {session.venueName}
      {session.venueAddress && (
        <span className="ticket-paper block">
          <span className="ticket-paper hidden">, </span>
          {session.venueAddress}
        </span>
      )}
      {session.mapUrl && !cancelled && (
        <a href={session.mapUrl} rel="noreferrer" className={`${linkClass} ticket-screen`}>
          Map<span className="sr-only"> of {session.venueName ?? "the venue"}</span>
        </a>
      )}
    </>
  );
}
