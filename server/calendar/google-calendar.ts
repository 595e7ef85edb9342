import { indiaTimeZone } from "#shared/domain/india-time";
import { utcDateTime, type CalendarEvent } from "./ics";

/**
 * "Add to Google Calendar" for one session: Google's event template (action=TEMPLATE), which
 * opens the student's calendar with the session filled in for them to save. The times are
 * absolute (UTC); ctz only shows them on India's clock in the form. Google has no field for a
 * link, so the session's link and the ticket page go at the end of the details.
 */
export function googleCalendarLink(event: CalendarEvent, ticketUrl?: string): string {
  const links = [...new Set([event.url, ticketUrl].filter((link) => link))];
  const details = [event.description, ...links].filter((part) => part).join("\n\n");
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcDateTime(event.startsAt)}/${utcDateTime(event.endsAt)}`,
    ...(details ? { details } : {}),
    ...(event.location ? { location: event.location } : {}),
    ctz: indiaTimeZone,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
