import { site } from "#shared/content/site";
import { indiaTimeZone } from "#shared/domain/india-time";

/**
 * iCalendar files (RFC 5545) for project sessions: the invitation, update and cancellation a
 * paid student is mailed (iTIP, RFC 5546, carried by iMIP, RFC 6047) and the download of all
 * their sessions from the ticket page.
 */

export interface CalendarEvent {
  /** Stable per session, e.g. from sessionUid(). */
  uid: string;
  /** RFC 5545 SEQUENCE: 0 when created, raised by each change (a cancellation included). */
  sequence: number;
  cancelled: boolean;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** Venue name and address, or "Online". */
  location: string | null;
  /** The ticket page, or the meeting link. */
  url: string | null;
}

export interface CalendarPerson {
  email: string;
  name: string;
}

/**
 * REQUEST invites (or tells of a moved session) and CANCEL calls a session off, both mailed to
 * one student. PUBLISH is the download, and its file carries no METHOD property at all. RFC
 * 5546 §3.2.1's PUBLISH is still a scheduling message, the organizer's version of each event
 * with "Attendees" that "MUST NOT be present": a client that applied it to sessions the student
 * holds from a REQUEST could take them as updated to have no attendees. The download is the
 * student's own copy, which RFC 5545 §3.7.2 gives a file without METHOD: "a scheduling
 * transaction MUST NOT be assumed", the object "merely being used to transport a snapshot".
 * (A METHOD would also have to be repeated in the response's Content-Type, §3.7.2 again.)
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** `session-<id>@<host>`: one UID per session for every message about it, on every device. */
export const sessionUid = (sessionId: string, siteHost: string) =>
  `session-${sessionId}@${siteHost.toLowerCase()}`;

/**
 * Both time zone facts the file states: the VTIMEZONE below declares +0530 and the local times
 * written against it are shifted by the same amount, so the two cannot disagree.
 */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;
const indiaTimeZoneLines = [
  "BEGIN:VTIMEZONE",
  `TZID:${indiaTimeZone}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.1's CONTROL, which no value may hold; a tab is allowed, a line break escaped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** `value` with its line breaks as "\n", whatever their form, and no other control. */
const writable = (value: string) => value.replace(/\r\n?/g, "\n").replace(controls, "");

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) =>
  writable(value)
    .replace(/[\\;,]/g, "\\$&")
    .replace(/\n/g, "\\n");

/** RFC 6868: a double quote or a line break cannot appear in a parameter value, even quoted. */
const caretEscapes = new Map([
  ["^", "^^"],
  ["\n", "^n"],
  ['"', "^'"],
]);

/** A parameter value (RFC 5545 §3.2): quoted when it holds ":", ";" or ",". */
function parameter(value: string) {
  const encoded = writable(value).replace(/[\^\n"]/g, (char) => caretEscapes.get(char) ?? char);
  return /[:;,]/.test(encoded) ? `"${encoded}"` : encoded;
}

/** A URI value is written as it is, so one that could break the line is refused. */
function uri(value: string) {
  if (/\s/.test(value) || value.replace(controls, "") !== value) {
    throw new Error(`"${value}" cannot be written as a URI value.`);
  }
  return value;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * What a fold may not cut: a character a person reads as one (a Devanagari or Tamil syllable,
 * an emoji), or, for one longer than a line, a single Unicode character.
 */
function* foldUnits(line: string) {
  for (const { segment } of graphemes.segment(line)) {
    if (Buffer.byteLength(segment) < 75) yield segment;
    else yield* Array.from(segment);
  }
}

/**
 * RFC 5545 §3.1: a content line is at most 75 octets (UTF-8); longer ones go on in lines that
 * start with one space. The RFC allows a cut between any two characters; cutting between
 * graphemes keeps every raw line readable too.
 */
function fold(line: string) {
  const lines = [];
  let current = "";
  let octets = 0;
  for (const unit of foldUnits(line)) {
    const size = Buffer.byteLength(unit);
    if (octets + size > 75) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += unit;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** 20261205T043000Z: a moment in UTC, the form DTSTAMP must take. */
export const utcDateTime = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");
/** 20261205T100000: a wall-clock time in India, written against the VTIMEZONE. */
const indiaDateTime = (date: Date) =>
  utcDateTime(new Date(date.getTime() + indiaOffsetMs)).slice(0, -1);

/** `NAME;PARAM=…;PARAM=…:value`, its parameter values already written. */
const contentLine = (name: string, parameters: Record<string, string>, value: string) =>
  [name, ...Object.entries(parameters).map(([key, written]) => `${key}=${written}`)].join(";") +
  `:${value}`;

const person = (role: "ORGANIZER" | "ATTENDEE", who: CalendarPerson) =>
  contentLine(
    role,
    role === "ATTENDEE"
      ? {
          CN: parameter(who.name),
          ROLE: "REQ-PARTICIPANT",
          PARTSTAT: "NEEDS-ACTION",
          RSVP: "FALSE",
        }
      : { CN: parameter(who.name) },
    uri(`mailto:${who.email}`),
  );

function eventLines(
  event: CalendarEvent,
  options: { stamp: Date; organizer: CalendarPerson; attendee: CalendarPerson | undefined },
) {
  if (!(event.endsAt > event.startsAt)) {
    throw new Error(`Session ${event.uid} must end after it starts (RFC 5545 §3.8.2.2).`);
  }
  if (!Number.isInteger(event.sequence) || event.sequence < 0) {
    throw new Error(`Session ${event.uid}: SEQUENCE is a whole number from 0 (RFC 5545 §3.8.7.4).`);
  }
  const zoned = { TZID: indiaTimeZone };
  return [
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(options.stamp)}`,
    contentLine("DTSTART", zoned, indiaDateTime(event.startsAt)),
    contentLine("DTEND", zoned, indiaDateTime(event.endsAt)),
    `SUMMARY:${text(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(new URL(event.url).href)}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    person("ORGANIZER", options.organizer),
    ...(options.attendee ? [person("ATTENDEE", options.attendee)] : []),
    "END:VEVENT",
  ];
}

/**
 * The rules of RFC 5546's restriction tables that depend on what the caller passes (§3.2.2
 * REQUEST, §3.2.5 CANCEL); the rest hold by how the file is written.
 */
function checkMessage(
  method: CalendarMethod,
  events: readonly CalendarEvent[],
  attendee: CalendarPerson | undefined,
) {
  const uids = new Set(events.map((event) => event.uid));
  if (uids.size < events.length) {
    // Without RECURRENCE-ID (sessions do not recur), two VEVENTs of one UID are one event twice.
    throw new Error("Two sessions share a UID.");
  }
  if (method === "PUBLISH") return;
  if (events.length === 0) throw new Error(`A ${method} carries at least one session.`);
  if (uids.size > 1) {
    // §3.2.2: "For the "REQUEST" method, multiple "VEVENT" components in a single iCalendar
    // object are only permitted for components with the same "UID" property." §3.2.5's table
    // says the same of CANCEL ("All must have the same UID").
    throw new Error(`An iTIP ${method} is about one UID (RFC 5546 §3.2): send one per session.`);
  }
  if (!attendee) {
    throw new Error(`A ${method} names the student it is sent to (RFC 5546 §3.2.2, §3.2.5).`);
  }
  const wrongStatus = events.find((event) => event.cancelled !== (method === "CANCEL"));
  if (wrongStatus) {
    // REQUEST allows STATUS TENTATIVE or CONFIRMED; CANCEL of a whole event sets CANCELLED.
    throw new Error(
      method === "CANCEL"
        ? `Session ${wrongStatus.uid} is not cancelled: a CANCEL carries cancelled sessions.`
        : `Session ${wrongStatus.uid} is cancelled: tell students with a CANCEL, not a REQUEST.`,
    );
  }
}

/**
 * A whole iCalendar file: CRLF line endings, folded lines, India's VTIMEZONE, one VEVENT per
 * event. A REQUEST or CANCEL is about one session and names its student, the `attendee`; the
 * download names none (it is the student's own copy, not a message to them). `stamp` is
 * DTSTAMP: when a mailed message was made; for the download (no METHOD) RFC 5545 §3.8.7.2 reads
 * it as when the sessions were last changed in the store, so pass that.
 */
export function calendarFile(options: {
  method: CalendarMethod;
  organizer: CalendarPerson;
  attendee?: CalendarPerson;
  events: readonly CalendarEvent[];
  stamp: Date;
  productId?: string;
}): string {
  const { method, events } = options;
  checkMessage(method, events, options.attendee);
  const scheduling = method !== "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${text(options.productId ?? `-//${site.name}//Project sessions//EN`)}`,
    "CALSCALE:GREGORIAN",
    ...(scheduling ? [`METHOD:${method}`] : []),
    ...indiaTimeZoneLines,
    ...events.flatMap((event) =>
      eventLines(event, {
        stamp: options.stamp,
        organizer: options.organizer,
        attendee: scheduling ? options.attendee : undefined,
      }),
    ),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join("");
}
