import type { Selectable } from "kysely";
import { indiaSessionTime } from "#shared/domain/session-time";
import type { PublicSession, StaffSession, TicketSession } from "#shared/domain/sessions";
import type { ProjectSessionsTable } from "../../db/schema";
import type { SessionLine } from "../../mail/templates/SessionEmails";

/** A session as stored. */
export type SessionRow = Selectable<ProjectSessionsTable>;

/** Where a session is, in words: the venue and its address, or "Online" (never the link). */
export const whereText = (row: SessionRow): string =>
  row.place === "online"
    ? "Online"
    : [row.venue_name, row.venue_address].filter((part) => part).join(", ");

export const toPublicSession = (row: SessionRow): PublicSession => ({
  title: row.title,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  place: row.place,
  venueName: row.place === "venue" ? row.venue_name : null,
});

export const toStaffSession = (row: SessionRow, attendance = 0): StaffSession => ({
  id: row.id,
  title: row.title,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  place: row.place,
  venueName: row.venue_name,
  venueAddress: row.venue_address,
  mapUrl: row.map_url,
  onlineUrl: row.online_url,
  status: row.status,
  sequence: row.sequence,
  seriesId: row.series_id,
  attendance,
});

/** A session on a paid student's ticket: the only place besides their emails with the link. */
export const toTicketSession = (
  row: SessionRow,
  extra: { googleCalendarUrl: string; attended: boolean },
): TicketSession => ({
  ...toPublicSession(row),
  id: row.id,
  status: row.status,
  venueAddress: row.venue_address,
  mapUrl: row.map_url,
  onlineUrl: row.place === "online" ? row.online_url : null,
  ...extra,
});

/** A session as an email to a paid student words it. */
export const sessionLine = (row: SessionRow): SessionLine => ({
  title: row.title,
  when: `${indiaSessionTime(row.starts_at, row.ends_at)} IST`,
  where: whereText(row),
  mapUrl: row.place === "venue" ? row.map_url : null,
  onlineUrl: row.place === "online" ? row.online_url : null,
  cancelled: row.status === "cancelled",
});
