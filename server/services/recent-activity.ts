import { sql } from "kysely";
import { adminLists } from "#shared/domain/admin-lists";
import { describeAuditEntry } from "#shared/domain/audit";
import type { ActivityEvent } from "#shared/schemas/admin";
import type { AppDatabase } from "../db/connect";

/** The latest events for the dashboard: submissions, payments and admin actions. */
export async function recentActivity(db: AppDatabase["db"], limit = 10): Promise<ActivityEvent[]> {
  const [bookings, contacts, registrations, subscribers, audit] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["organization_name as who", "created_at"])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("contact_messages")
      .select(["name as who", "created_at"])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("registrations")
      .select(["name as who", "reference", "status", "updated_at as created_at"])
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("newsletter_subscribers")
      .select(["email as who", "created_at"])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
    // Staff are named as colleagues know them; the email stays the record, and is shown
    // for someone whose account is gone or who has no name.
    db
      .selectFrom("audit_log")
      .leftJoin(sql<{ id: string; name: string }>`"user"`.as("u"), "u.id", "audit_log.actor_id")
      .select([
        sql<string>`coalesce(nullif(u.name, ''), audit_log.actor_email)`.as("who"),
        "action",
        "subject",
        "detail",
        "created_at",
      ])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  const events = [
    ...bookings.map((e) => ({ at: e.created_at, text: `Booking request from ${e.who}` })),
    ...contacts.map((e) => ({ at: e.created_at, text: `Contact message from ${e.who}` })),
    ...registrations.map((e) => ({
      at: e.created_at,
      text: `Registration ${e.reference} (${e.who}): ${adminLists.registrations.statuses[e.status].toLowerCase()}`,
    })),
    ...subscribers.map((e) => ({
      at: e.created_at,
      text: `Newsletter subscription: ${e.who}`,
    })),
    ...audit.map((e) => ({ at: e.created_at, text: describeAuditEntry(e) })),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
