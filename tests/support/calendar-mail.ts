import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import type { ReceivedEmail } from "./smtp-sink";

/** One iTIP message an email carries, and its one event as ical.js reads it. */
export interface CalendarPart {
  /** The `method` parameter of the part's Content-Type (RFC 6047 §2.4). */
  method: string;
  text: string;
  /** The METHOD property inside the object. */
  objectMethod: string;
  event: ICAL.Event;
  status: string;
}

/**
 * The text/calendar parts of a received email, each parsed back with ical.js: what a mail
 * program reads as invitations. The `application/ics` copy nodemailer adds for programs that
 * do not read text/calendar is left out.
 */
export async function calendarParts(email: Pick<ReceivedEmail, "raw">): Promise<CalendarPart[]> {
  const parsed = await simpleParser(email.raw);
  return parsed.attachments
    .filter((part) => part.contentType === "text/calendar")
    .map((part) => {
      const header = part.headers.get("content-type") as { params?: Record<string, string> };
      const text = part.content.toString("utf8");
      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const vevent = calendar.getFirstSubcomponent("vevent");
      if (!vevent) throw new Error("a calendar part without an event");
      return {
        method: header.params?.method ?? "",
        text,
        objectMethod: String(calendar.getFirstPropertyValue("method") ?? ""),
        event: new ICAL.Event(vevent),
        status: String(vevent.getFirstPropertyValue("status") ?? ""),
      };
    });
}
