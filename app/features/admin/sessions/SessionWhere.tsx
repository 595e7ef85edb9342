import type { StaffSession } from "#shared/domain/sessions";

const linkClass = "text-brand-700 underline wrap-anywhere";

/** Where a session happens: the venue and its address (and map), or online and its link. */
export function SessionWhere({ session }: { session: StaffSession }) {
  if (session.place === "online") {
    return (
      <>
        Online
        {session.onlineUrl && (
          <>
            {" "}
            <a href={session.onlineUrl} target="_blank" rel="noreferrer" className={linkClass}>
              Meeting link<span className="sr-only"> for {session.title}</span>
            </a>
          </>
        )}
      </>
    );
  }
  return (
    <>
      <span className="block">{session.venueName}</span>
      {session.venueAddress && <span className="block text-slate-600">{session.venueAddress}</span>}
      {session.mapUrl && (
        <a href={session.mapUrl} target="_blank" rel="noreferrer" className={linkClass}>
          Map<span className="sr-only"> of {session.venueName}</span>
        </a>
      )}
    </>
  );
}
