import { ticketCertificate } from "../features/certificates/certificate-page.server";
import { Ticket } from "../features/tickets/Ticket";
import { checkInQrCode } from "../features/tickets/check-in-qr.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/ticket";

/**
 * A paid student's ticket, at its unguessable address: rendered per request (the page cache
 * keeps only the pages listed in server/http/page-cache.ts), stored by no cache, shown to no
 * search engine, and its address sent to no other site in a Referer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [ticket, certificate] = await Promise.all([
    context.services.sessions.tickets.byToken(params.token),
    context.services.certificates.verification.forTicket(params.token),
  ]);
  if (!ticket) throw new Response("Not found", { status: 404 });
  return {
    ticket,
    qr: checkInQrCode(ticket.checkInCode),
    certificate: ticket.valid ? ticketCertificate(certificate) : null,
  };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
});

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(matches, {
    title: "Your ticket",
    description: "Your Kodeveda project ticket: the QR code for check-in and your sessions.",
    path: `/tickets/${params.token}`,
    noindex: true,
  }),
  { name: "referrer", content: "no-referrer" },
];

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { ticket, qr, certificate } = loaderData;
  return <Ticket ticket={ticket} qr={qr} certificate={certificate} />;
}
