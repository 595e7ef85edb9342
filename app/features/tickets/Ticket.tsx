import type { ComponentProps } from "react";
import { buttonClass } from "../../components/button";
import type { QrDrawing } from "../../components/QrCode";
import { useHydrated } from "../../hooks/useHydrated";
import { TicketCertificate } from "../certificates/TicketCertificate";
import { site } from "#shared/content/site";
import type { TicketView } from "#shared/domain/sessions";
import { TicketQrCode } from "./TicketQrCode";
import { TicketSessions } from "./TicketSessions";

/**
 * A paid student's ticket page (/tickets/<token>): who and what it is for, the QR code staff
 * scan at the door, and every session. It reads and prints (one A4 sheet: app.css) with
 * scripts off; printing from a button is the one thing scripts add. A ticket whose
 * registration no longer holds its seat says so and shows nothing else.
 */
export function Ticket({
  ticket,
  qr,
  certificate = null,
}: {
  ticket: TicketView;
  qr: QrDrawing | null;
  /** The student's certificate, once they completed the project and it was issued. */
  certificate?: ComponentProps<typeof TicketCertificate>["certificate"] | null;
}) {
  if (!ticket.valid) return <InvalidTicket reference={ticket.reference} />;
  return (
    <div className="ticket mx-auto max-w-3xl px-4 pt-10 pb-12 sm:pt-14 sm:pb-16">
      <p className="ticket-paper hidden font-semibold">
        {site.name} · {site.email}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your ticket</h1>
      <p className="ticket-screen mt-3 text-slate-700">
        Show the QR code at the door: staff scan it, or type the code under it, to check you in.
      </p>
      <div className="ticket-card mt-6 flex flex-col gap-6 rounded-xl border border-slate-200 p-5 sm:flex-row sm:items-start">
        <dl className="mr-auto grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
          <dt className="font-semibold text-slate-900">Student</dt>
          <dd className="min-w-0 break-words">{ticket.name}</dd>
          <dt className="font-semibold text-slate-900">Project</dt>
          <dd className="min-w-0 break-words">{ticket.projectTitle}</dd>
          <dt className="font-semibold text-slate-900">Reference</dt>
          <dd className="font-mono">{ticket.reference}</dd>
        </dl>
        {qr && ticket.checkInCode && <TicketQrCode drawing={qr} code={ticket.checkInCode} />}
      </div>
      {certificate && <TicketCertificate certificate={certificate} />}
      <TicketSessions sessions={ticket.sessions} />
      <KeepingIt calendarPath={ticket.calendarPath} />
    </div>
  );
}

function KeepingIt({ calendarPath }: { calendarPath: string }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="ticket-keep" className="ticket-screen mt-10">
      <h2 id="ticket-keep" className="text-2xl font-bold text-slate-900">
        Keep your ticket
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={calendarPath} className={buttonClass("outline")}>
          Download all sessions (.ics)
        </a>
        {/* Printing needs a script; without one, the browser's own Print does the same. */}
        {hydrated && (
          <button type="button" onClick={() => window.print()} className={buttonClass("primary")}>
            Print ticket
          </button>
        )}
      </div>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          Print this page or save it as a PDF with your browser&apos;s Print command: it fits on one
          A4 sheet. Once it is open, it shows the QR code without a connection.
        </li>
        <li>
          The calendar file adds every session to your phone&apos;s calendar; if a session moves or
          is cancelled, we email you and this page changes.
        </li>
        <li>
          This page&apos;s address is your ticket: keep it to yourself. Every email about your
          sessions links to it, and so does your account page when you sign in with the email you
          registered with.
        </li>
      </ul>
    </section>
  );
}

function InvalidTicket({ reference }: { reference: string }) {
  return (
    <div className="ticket mx-auto max-w-3xl px-4 pt-10 pb-12 sm:pt-14 sm:pb-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        This ticket is no longer valid
      </h1>
      <p className="mt-4 text-slate-700">
        Reference <span className="font-mono font-semibold text-slate-900">{reference}</span>
      </p>
      <p className="mt-2 text-slate-700">
        Write to us at{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
          {site.email}
        </a>
        .
      </p>
    </div>
  );
}
