import { slugify } from "#shared/lib/slug";
import type { Route } from "./+types/ticket-calendar";

/**
 * Every session of a ticket as one iCalendar file to import (the ticket page's "Download all
 * sessions"): private like the ticket, and only while the ticket is valid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { tickets } = context.services.sessions;
  const [calendar, ticket] = await Promise.all([
    tickets.calendar(params.token),
    tickets.byToken(params.token),
  ]);
  if (calendar === null || !ticket) throw new Response("Not found", { status: 404 });
  const name = `${slugify(ticket.projectTitle) || "project"}-sessions.ics`;
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
