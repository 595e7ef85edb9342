import { sql, type Kysely } from "kysely";

/**
 * A message to staff about a person's record names that record (`<table>:<id>`), so "Your
 * data" finds it by the record's id and never by searching its text for an address: a
 * search for `m3@example.co` also found the notification about `victim3@example.com`
 * (issue 35). The notifications already queued are given their record where it can be told
 * exactly: registrations and grievances by the reference their props carry, bookings and
 * contact messages by the sender's address in Reply-To and the instant both were stored in
 * one transaction. The template names are written literally: a migration is history.
 */

interface Queued {
  id: string;
  template: string;
  props: string | null;
  headers: string | null;
  created_at: string;
}

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

const byReference: Record<
  string,
  { table: string; key: (props: Record<string, unknown>) => unknown }
> = {
  "registration-paid-staff": { table: "registrations", key: (p) => registrationReference(p) },
  "upi-verify-staff": { table: "registrations", key: (p) => registrationReference(p) },
  "refund-needed-staff": { table: "registrations", key: (p) => registrationReference(p) },
  "grievance-officer": { table: "data_requests", key: (p) => p.reference },
};

const byReplyTo: Record<string, string> = {
  "booking-staff": "bookings",
  "contact-staff": "contact_messages",
};

function registrationReference(props: Record<string, unknown>): unknown {
  const registration = props.registration;
  return typeof registration === "object" && registration !== null
    ? (registration as Record<string, unknown>).reference
    : undefined;
}

function parsed(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function recordOf(db: Untyped, message: Queued): Promise<string | undefined> {
  const reference = byReference[message.template];
  if (reference) {
    const key = reference.key(parsed(message.props));
    if (typeof key !== "string") return undefined;
    const row = await db
      .selectFrom(reference.table)
      .select("id")
      .where("reference", "=", key)
      .executeTakeFirst();
    return row ? `${reference.table}:${String(row.id)}` : undefined;
  }
  const table = byReplyTo[message.template];
  const replyTo = parsed(message.headers)["Reply-To"];
  if (!table || typeof replyTo !== "string") return undefined;
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where(sql<boolean>`lower(email) = ${replyTo.toLowerCase()}`)
    .where("created_at", "=", message.created_at)
    .execute();
  // Two records of one address in the same millisecond cannot be told apart: left unnamed.
  return rows.length === 1 ? `${table}:${String(rows[0]?.id)}` : undefined;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").addColumn("about", "text").execute();
  await db.schema.createIndex("email_outbox_about").on("email_outbox").column("about").execute();
  const untyped = db as unknown as Untyped;
  const queued = (await untyped
    .selectFrom("email_outbox")
    .select(["id", "template", "props", "headers", "created_at"])
    .where("template", "in", [...Object.keys(byReference), ...Object.keys(byReplyTo)])
    .execute()) as unknown as Queued[];
  for (const message of queued) {
    const about = await recordOf(untyped, message);
    if (about) {
      await untyped
        .updateTable("email_outbox")
        .set({ about })
        .where("id", "=", message.id)
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_about").execute();
  await db.schema.alterTable("email_outbox").dropColumn("about").execute();
}
