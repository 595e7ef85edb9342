import { stringify } from "csv-stringify/sync";
import { sql, type SelectQueryBuilder, type Transaction } from "kysely";
import {
  adminLists,
  adminPageSize,
  isAdminListStatus,
  isAnsweredList,
  type AdminListKind,
  type AnsweredListKind,
} from "#shared/domain/admin-lists";
import type { ActivityEvent, ActivityKind } from "#shared/schemas/admin";
import type { AppDatabase } from "../db/connect";
import type { DatabaseSchema } from "../db/schema";
import { matchesSearch } from "../db/text-search";
import { lateAt, markAnswered, recordAnswered } from "./answers";
import { ServiceRefusal } from "./errors";
import { recentActivity } from "./recent-activity";
import type { Actor, Commit } from "./unit-of-work";

/** Each list's table. */
export const listTables = {
  bookings: "bookings",
  contacts: "contact_messages",
  subscribers: "newsletter_subscribers",
  registrations: "registrations",
} as const;

type StatusOf<Kind extends AdminListKind> = keyof (typeof adminLists)[Kind]["statuses"] & string;
const isStatusOf = <Kind extends AdminListKind>(
  kind: Kind,
  value: string,
): value is StatusOf<Kind> => isAdminListStatus(kind, value);

/**
 * The update that moves a booking or a contact message to `status`, or none when the list
 * has no such status. One branch per table: each table's status column has its own values.
 */
function statusUpdate(kind: "bookings" | "contacts", id: string, status: string) {
  if (kind === "bookings" && isStatusOf(kind, status)) {
    return (trx: Transaction<DatabaseSchema>) =>
      trx
        .updateTable("bookings")
        .set({ status, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
  }
  if (kind === "contacts" && isStatusOf(kind, status)) {
    return (trx: Transaction<DatabaseSchema>) =>
      trx
        .updateTable("contact_messages")
        .set({ status, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
  }
  return undefined;
}

/** Columns a search looks in, per list (migration 0014 indexes the same). */
export const searchable: Record<AdminListKind, string[]> = {
  bookings: ["organization_name", "email", "contact_number", "address", "message"],
  contacts: ["name", "email", "phone", "message"],
  subscribers: ["email", "source"],
  registrations: [
    "reference",
    "name",
    "email",
    "phone",
    "college",
    "project_id",
    "upi_utr",
    "razorpay_payment_id",
    "guardian_name",
    "guardian_email",
  ],
};

export interface ListFilter {
  q?: string | undefined;
  status?: string | undefined;
  page?: number | undefined;
  /** Registrations only: one project's. */
  project?: string | undefined;
  /** Bookings and contact messages only: those whose promised answer is late. */
  late?: boolean | undefined;
}

export type ListRow = Record<string, string | number | null> & { id: string };

/**
 * Records as CSV that a spreadsheet program reads as text (OWASP CSV injection): every cell
 * quoted, so a program that splits on `;` or tabs cannot cut one into a formula, and every
 * cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return, and their
 * full-width forms) made text with a leading `'`. Numbers are cells like any other.
 */
export function toCsv(records: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return stringify(
    records.map((record) => record.map((value) => (value === null ? "" : String(value)))),
    { quoted: true, quoted_empty: true, escape_formulas: true, record_delimiter: "windows" },
  );
}

/** Rows an export reads per query: small enough to hold, big enough to be few queries. */
export const exportPageSize = 1000;

/** A list's order, newest first; the id orders rows of the same millisecond. */
const newestFirst = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
  query.orderBy(sql.ref("created_at"), "desc").orderBy(sql.ref("id"), "desc");

/** The lists behind the dashboard's quick actions: search, pages, status changes, CSV. */
export function createAdminLists({ db, dialect }: AppDatabase, commit: Commit) {
  /** A list's rows that match the filter, searched through the list's trigram index. */
  function filtered(kind: AdminListKind, filter: ListFilter) {
    const { q, status } = filter;
    const table = listTables[kind];
    let query = db.selectFrom(table);
    const term = q?.trim();
    if (term) query = query.where(matchesSearch(dialect, table, searchable[kind], term));
    if (status && isAdminListStatus(kind, status)) {
      query = query.where(sql.ref("status"), "=", status);
    }
    if (kind === "registrations" && filter.project) {
      query = query.where(sql.ref("project_id"), "=", filter.project);
    }
    if (filter.late && isAnsweredList(kind)) query = query.where(lateAt(new Date()));
    return query;
  }

  /** Registrations name their project by id; staff read its title (the id once it is gone). */
  async function projectTitles(kind: AdminListKind): Promise<ReadonlyMap<string, string>> {
    if (kind !== "registrations") return new Map();
    const rows = await db.selectFrom("projects").select(["id", "title"]).execute();
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  function present(
    kind: AdminListKind,
    row: Record<string, unknown>,
    titles: ReadonlyMap<string, string>,
  ): ListRow {
    const shown: ListRow = { id: String(row.id) };
    for (const [column] of adminLists[kind].columns) {
      const value = row[column];
      shown[column] =
        column === "project_id" && typeof value === "string"
          ? (titles.get(value) ?? value)
          : typeof value === "number" || typeof value === "string"
            ? value
            : null;
    }
    return shown;
  }

  return {
    /**
     * One page of the filter, newest first; a page the list does not have (any more) is the first. The page's ids are found in the
     * list's index alone (the rows skipped are never read), then its 25 rows are read by id:
     * a late page costs about what the count does.
     */
    async list(kind: AdminListKind, filter: ListFilter) {
      const counted = await filtered(kind, filter)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const total = Number((counted as { n: unknown }).n);
      const pages = Math.max(1, Math.ceil(total / adminPageSize));
      const asked = filter.page ?? 1;
      const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
      const ids = newestFirst(filtered(kind, filter).select(sql.ref("id").as("id")))
        .limit(adminPageSize)
        .offset((page - 1) * adminPageSize);
      const [rows, titles] = await Promise.all([
        newestFirst(
          db.selectFrom(listTables[kind]).selectAll().where(sql.ref("id"), "in", ids),
        ).execute(),
        projectTitles(kind),
      ]);
      return {
        rows: rows.map((row) => present(kind, row as Record<string, unknown>, titles)),
        total,
        page,
        pages,
      };
    },

    /**
     * Every row of the current filter as CSV, newest first, in pieces: the header, then a
     * piece per page of rows. Each page is its own short query that starts after the last
     * row sent (keyset), so however long the download, no query stays open and no more
     * than one page is held; a caller that stops pulling stops the reading.
     */
    async *csv(kind: AdminListKind, filter: ListFilter): AsyncGenerator<string> {
      const titles = await projectTitles(kind);
      const columns = adminLists[kind].columns;
      yield toCsv([columns.map(([, label]) => label)]);
      let after: { created_at: string; id: string } | undefined;
      for (;;) {
        let query = filtered(kind, filter).selectAll();
        if (after) {
          query = query.where(
            sql<boolean>`(${sql.ref("created_at")}, ${sql.ref("id")}) < (${after.created_at}, ${after.id})`,
          );
        }
        const rows = (await newestFirst(query).limit(exportPageSize).execute()) as Record<
          string,
          unknown
        >[];
        if (rows.length === 0) return;
        yield toCsv(
          rows.map((row) => {
            const shown = present(kind, row, titles);
            return columns.map(([column]) => shown[column] ?? null);
          }),
        );
        const last = rows.at(-1);
        if (rows.length < exportPageSize || !last) return;
        after = { created_at: String(last.created_at), id: String(last.id) };
      }
    },

    /**
     * Staff move a booking or a contact message on; the change and its audit row are stored
     * together. Moving it on from new is answering it (contacted, replied): recorded answered
     * then, unless it already was.
     */
    async setStatus(
      kind: "bookings" | "contacts",
      id: string,
      status: string,
      by: Actor,
    ): Promise<void> {
      const update = statusUpdate(kind, id, status);
      if (!update) {
        throw new ServiceRefusal("invalid", "That status does not exist for this list.");
      }
      await commit(async (unit) => {
        const { trx, audit } = unit;
        const current = await trx
          .selectFrom(listTables[kind])
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!current) throw new ServiceRefusal("not_found", "That row no longer exists.");
        await update(trx);
        if (status !== "new") await recordAnswered(unit, kind, id, by);
        audit({
          actor: by,
          action: `${kind}.status`,
          subject: id,
          detail: `${current.status} → ${status}`,
        });
      });
    },

    /** Staff answered a booking or a contact message: recorded once, and audited. */
    markAnswered: (kind: AnsweredListKind, id: string, by: Actor) =>
      commit((unit) => markAnswered(unit, kind, id, by)),

    /** The latest events for the dashboard, of one kind or all: see recent-activity.ts. */
    recentActivity: ({
      kind,
      limit = 10,
    }: {
      kind?: ActivityKind | undefined;
      limit?: number;
    } = {}): Promise<ActivityEvent[]> => recentActivity(db, { ...(kind ? { kind } : {}), limit }),
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;
