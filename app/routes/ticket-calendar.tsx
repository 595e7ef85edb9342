import { slugify } from "#shared/lib/slug";
import type { Route } from "./+types/ticket-calendar";

/**
 * Every session of a ticket as one iCalendar file to import (the ticket page's "Download all
 * sessions"): private like the ticket, and only while the ticket is valid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const calendar = await context.services.sessions.tickets.calendar(params.token);
  if (!calendar) throw new Response("Not found", { status: 404 });
  const name = `${slugify(calendar.projectTitle) || "project"}-sessions.ics`;
  return new Response(calendar.text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
