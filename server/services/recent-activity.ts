import { sql, type AliasedSelectQueryBuilder, type Selectable } from "kysely";
import { adminLists } from "#shared/domain/admin-lists";
import {
  auditActionKinds,
  auditActions,
  auditActionsOf,
  describeAuditEntry,
  type AuditAction,
} from "#shared/domain/audit";
import { indiaDayStart } from "#shared/domain/india-time";
import type { ActivityEvent, ActivityKind } from "#shared/schemas/admin";
import type { AppDatabase } from "../db/connect";
import type { AuditLogTable } from "../db/schema";

type Db = AppDatabase["db"];

export interface ActivityOptions {
  /** Only events of this kind; every kind when none is given. */
  kind?: ActivityKind;
  limit: number;
}

/**
 * Sign-ins come many a day, one person's alike: each becomes one line per person (per address
 * tried, for failed ones) and IST day, or they crowd out everything else.
 */
const foldedBy = {
  "admin.login": "audit_log.actor_email",
  "admin.login_failed": "audit_log.subject",
} as const satisfies Partial<Record<AuditAction, `audit_log.${string}`>>;
type FoldedAction = keyof typeof foldedBy;
const isFolded = (action: AuditAction): action is FoldedAction => Object.hasOwn(foldedBy, action);

// Staff are named as colleagues know them; the email stays the record, and is shown for
// someone whose account is gone or who has no name.
const staffUser = sql<{ id: string; name: string }>`"user"`.as("u");

const auditColumns = [
  "actor_id",
  "actor_email",
  "action",
  "subject",
  "detail",
  "created_at",
] as const;
type AuditRows = AliasedSelectQueryBuilder<
  Pick<Selectable<AuditLogTable>, (typeof auditColumns)[number]>,
  "a"
>;

/** The log's latest rows a first look reads: most days, enough to find a page of any kind. */
const firstLook = 1_000;

/** The rows `from` gives, newest first, with their staff named and told in sentences. */
async function told(db: Db, from: AuditRows, limit: number): Promise<ActivityEvent[]> {
  const rows = await db
    .selectFrom(from)
    .leftJoin(staffUser, "u.id", "a.actor_id")
    .select([
      sql<string>`coalesce(nullif(u.name, ''), a.actor_email)`.as("who"),
      "a.action",
      "a.subject",
      "a.detail",
      "a.created_at",
    ])
    .orderBy("a.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row): ActivityEvent => ({
    at: row.created_at,
    // Only the actions asked for are read, and each of them has its kind.
    kind: auditActionKinds[row.action as AuditAction],
    text: describeAuditEntry(row),
  }));
}

/**
 * The latest `limit` rows of these actions. First among the log's latest rows, one short walk
 * of its created_at index: when they hold a page, it is the page. Else (a rare kind, or a day
 * of a thousand sign-ins) the latest rows of each action are merged, each a short walk of the
 * (action, created_at) index, so no kind ever makes the whole log be read.
 */
async function latestAudit(db: Db, actions: AuditAction[], limit: number) {
  if (actions.length === 0) return [];
  const latest = db
    .selectFrom("audit_log")
    .select(auditColumns)
    .orderBy("created_at", "desc")
    .limit(firstLook)
    .as("latest");
  const found = await told(
    db,
    db.selectFrom(latest).selectAll().where("action", "in", actions).as("a"),
    limit,
  );
  if (found.length === limit) return found;
  // A log no longer than the first look was read whole: what it found is all there is.
  const beyondFirstLook = await db
    .selectFrom("audit_log")
    .select("created_at")
    .orderBy("created_at", "desc")
    .offset(firstLook)
    .limit(1)
    .executeTakeFirst();
  if (!beyondFirstLook) return found;
  const [first, ...rest] = actions.map((action) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("audit_log")
          .select(auditColumns)
          .where("action", "=", action)
          .orderBy("created_at", "desc")
          .limit(limit)
          .as("latest"),
      )
      .selectAll(),
  );
  return first
    ? told(db, rest.reduce((all, next) => all.unionAll(next), first).as("a"), limit)
    : [];
}

/**
 * The latest `limit` folded lines of one sign-in action, a day at a time from the newest: a
 * day's lines all come after the day before's, so the walk stops once it has enough. Each day
 * costs two walks of the (action, created_at) index: to its newest sign-in, and over its own.
 */
async function signInLines(db: Db, action: FoldedAction, limit: number) {
  const lines: ActivityEvent[] = [];
  let before: string | undefined;
  while (lines.length < limit) {
    let latest = db.selectFrom("audit_log").select("created_at").where("action", "=", action);
    if (before) latest = latest.where("created_at", "<", before);
    const newest = await latest.orderBy("created_at", "desc").limit(1).executeTakeFirst();
    if (!newest) break;
    const dayStart = indiaDayStart(new Date(newest.created_at)).toISOString();
    let day = db
      .selectFrom("audit_log")
      .leftJoin(staffUser, "u.id", "audit_log.actor_id")
      .where("audit_log.action", "=", action)
      .where("audit_log.created_at", ">=", dayStart);
    if (before) day = day.where("audit_log.created_at", "<", before);
    const groups = await day
      .select((eb) => [
        sql<string | null>`coalesce(nullif(max(u.name), ''), ${sql.ref(foldedBy[action])})`.as(
          "who",
        ),
        eb.fn.max("audit_log.created_at").as("at"),
        eb.fn.countAll().as("n"),
      ])
      .groupBy(foldedBy[action])
      .orderBy("at", "desc")
      .limit(limit - lines.length)
      .execute();
    for (const { who, at, n } of groups) {
      const times = Number(n);
      lines.push({
        at,
        kind: auditActionKinds[action],
        text: `${auditActions[action]({ who: who ?? "Someone", subject: who, detail: null })}${times > 1 ? ` (${times} times)` : ""}`,
      });
    }
    before = dayStart;
  }
  return lines;
}

async function enquiries(db: Db, limit: number): Promise<ActivityEvent[]> {
  const [bookings, contacts, subscribers] = await Promise.all([
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
      .selectFrom("newsletter_subscribers")
      .select(["email as who", "created_at"])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute(),
  ]);
  const kind: ActivityKind = "enquiries";
  return [
    ...bookings.map((e) => ({ at: e.created_at, kind, text: `Booking request from ${e.who}` })),
    ...contacts.map((e) => ({ at: e.created_at, kind, text: `Contact message from ${e.who}` })),
    ...subscribers.map((e) => ({
      at: e.created_at,
      kind,
      text: `Newsletter subscription: ${e.who}`,
    })),
  ];
}

async function registrations(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await db
    .selectFrom("registrations")
    .select(["name as who", "reference", "status", "updated_at"])
    .orderBy("updated_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((e): ActivityEvent => ({
    at: e.updated_at,
    kind: "payments",
    text: `Registration ${e.reference} (${e.who}): ${adminLists.registrations.statuses[e.status].toLowerCase()}`,
  }));
}

/**
 * The latest events for the dashboard, newest first: submissions, payments and staff actions,
 * of one kind or all. Only the tables the kind shows are read.
 */
export async function recentActivity(
  db: Db,
  { kind, limit }: ActivityOptions,
): Promise<ActivityEvent[]> {
  const actions = auditActionsOf(kind);
  const sources = [
    latestAudit(
      db,
      actions.filter((action) => !isFolded(action)),
      limit,
    ),
    ...actions.filter(isFolded).map((action) => signInLines(db, action, limit)),
  ];
  if (kind === undefined || kind === "enquiries") sources.push(enquiries(db, limit));
  if (kind === undefined || kind === "payments") sources.push(registrations(db, limit));
  const events = (await Promise.all(sources)).flat();
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
