import type { Kysely } from "kysely";
import { adminPageSize } from "#shared/domain/admin-lists";
import { dataRequestKindLabels, type DataRequestKind } from "#shared/domain/privacy";
import {
  correctionDetailsSchema,
  dataRequestMessages,
  type CorrectionDetails,
  type DataRequestFilter,
  type DataRequestRow,
  type DataRequestsOverview,
  type RecordDataRequestInput,
  type RequestedChange,
} from "#shared/schemas/data-requests";
import type { PrivacySettings } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { DataRequestsTable } from "../../db/schema";
import { matchesSearch } from "../../db/text-search";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Subscriptions } from "../newsletter/subscriptions";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { issueAccessLink } from "./access-links";
import { correctableColumns, isCorrectable } from "./correctable";
import type { Erasure, KeptRecord } from "./erasure-contract";
import type { HeldTable } from "./holdings";
import {
  columnLabel,
  createPersonData,
  type HoldingsSection,
  type PersonData,
  type Row,
} from "./person-data";
import { fileRequest } from "./requests";

export interface RequestQueueDependencies {
  mail: MailComposer;
  settings: PrivacySettings;
  person: PersonData;
  erasure: Erasure;
  /** Ends a newsletter subscription when a withdrawal of consent is completed. */
  subscriptions: Pick<Subscriptions, "unsubscribeIn">;
}

export const requestQueueMessages = {
  notFound: "There is no data request with that reference.",
  notOpen: (reference: string, status: string) =>
    `Request ${reference} is already ${status}: nothing was done again.`,
  correctionRecord: "The record this correction names is not one of this person's.",
  correctionField: (column: string) =>
    `${columnLabel(column)} is not a field of the person's data that can be corrected.`,
} as const;

/** A request staff open: the row, what was asked, and what we hold for the person. */
export interface DataRequestView extends DataRequestRow {
  /** Free text staff wrote down, a nominee, a grievance's words: as stored. */
  details: unknown;
  /** A correction's fields, each with what we hold now and what was asked. */
  changes: RequestedChange[] | null;
  outcome: string | null;
  answeredBy: string | null;
  createdBy: string | null;
  /** What we hold for the address; "erased" once the person's data is gone. */
  holdings: HoldingsSection[] | "erased";
}

const parsed = (details: string | null): unknown => {
  if (details === null) return null;
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
};

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return String(value);
  }
  return JSON.stringify(value);
};

function present(row: DataRequestsTable, now: Date): DataRequestRow {
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    channel: row.channel,
    email: row.email,
    name: row.name,
    receivedAt: row.received_at,
    dueAt: row.due_at,
    answeredAt: row.answered_at,
    overdue: row.status === "open" && row.due_at < now.toISOString(),
  };
}

/** What each kind of completed request did, told to the person in one sentence. */
const doneSentence: Record<DataRequestKind, string> = {
  access:
    "We have sent you, in a separate email, a link to see and download everything we hold about you.",
  correction: "We have corrected your data as you asked.",
  erasure: "We have erased your data.",
  nomination: "We have recorded your nominee, who may now act for you.",
  withdrawal: "We have withdrawn your consent: you will receive no more newsletters from us.",
  grievance: "Our grievance officer has answered your grievance.",
};

/** Columns the queue's search looks in (migration 0014 indexes the same). */
export const requestSearchColumns = ["reference", "email", "name"] as const;

/**
 * The portal's requests queue (DPDP Act): staff list, read, record, complete and decline
 * people's requests about their data. Completing claims the request with one conditional
 * update before doing anything, in the same transaction as what it does, so two staff
 * completing it at once get one success and one refusal, and nothing is done twice.
 */
export function createRequestQueue(
  database: AppDatabase,
  commit: Commit,
  { mail, settings, person, erasure, subscriptions }: RequestQueueDependencies,
) {
  const { db } = database;

  function filtered(filter: Omit<DataRequestFilter, "page">) {
    let query = db.selectFrom("data_requests");
    if (filter.status) query = query.where("status", "=", filter.status);
    if (filter.kind) query = query.where("kind", "=", filter.kind);
    const term = filter.q?.trim();
    if (term) {
      query = query.where(
        matchesSearch(database.dialect, "data_requests", requestSearchColumns, term),
      );
    }
    return query;
  }

  /** A correction's fields with what we hold now; refused when it names what is not theirs. */
  async function correctionOf(
    email: string,
    details: CorrectionDetails,
    reader: Pick<PersonData, "rowsFor"> = person,
  ): Promise<{ table: HeldTable; row: Row; changes: RequestedChange[] }> {
    const refuse = (message: string) => new ServiceRefusal("conflict", message);
    const table = details.table;
    if (!isCorrectable(table)) throw refuse(requestQueueMessages.correctionRecord);
    const rows = (await reader.rowsFor(email))[table] ?? [];
    const row = rows.find((candidate) => text(candidate.id) === details.id);
    if (!row) throw refuse(requestQueueMessages.correctionRecord);
    const allowed = correctableColumns(table);
    const changes = Object.entries(details.changes).map(([column, requested]) => {
      if (!allowed.includes(column)) throw refuse(requestQueueMessages.correctionField(column));
      return { column, label: columnLabel(column), current: text(row[column]), requested };
    });
    return { table, row, changes };
  }

  /** The request, claimed for `status` if it is still open; refused otherwise. */
  async function claim(
    { trx, now }: UnitOfWork,
    reference: string,
    by: Actor,
    status: "completed" | "declined",
    outcome: string | null,
  ): Promise<DataRequestsTable> {
    const claimed = await trx
      .updateTable("data_requests")
      .set({
        status,
        answered_at: now.toISOString(),
        answered_by: by.email,
        outcome,
        updated_at: now.toISOString(),
      })
      .where("reference", "=", reference)
      .where("status", "=", "open")
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
    const existing = await trx
      .selectFrom("data_requests")
      .select("status")
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!existing) throw new ServiceRefusal("not_found", requestQueueMessages.notFound);
    throw new ServiceRefusal("conflict", requestQueueMessages.notOpen(reference, existing.status));
  }

  /** Does what the claimed request asks; returns what the person is told was done. */
  async function carryOut(
    unit: UnitOfWork,
    request: DataRequestsTable,
    by: Actor,
  ): Promise<{ done: string; kept: KeptRecord[] }> {
    const email = request.email;
    const done = doneSentence[request.kind];
    if (!email) return { done, kept: [] };
    switch (request.kind) {
      case "access":
        await issueAccessLink(unit, email, mail);
        return { done, kept: [] };
      case "correction": {
        const details = correctionDetailsSchema.safeParse(parsed(request.details));
        if (!details.success) return { done, kept: [] };
        // Read inside the transaction: SQLite has one connection, and it is writing.
        const inTransaction = createPersonData({ ...database, db: unit.trx });
        const { table, changes } = await correctionOf(email, details.data, inTransaction);
        const untyped = unit.trx as unknown as Kysely<Record<string, Row>>;
        await untyped
          .updateTable(table)
          .set(Object.fromEntries(changes.map(({ column, requested }) => [column, requested])))
          .where("id", "=", details.data.id)
          .execute();
        return { done, kept: [] };
      }
      case "erasure":
        return { done, kept: await erasure.eraseIn(unit, email, by, request.reference) };
      case "withdrawal":
        await subscriptions.unsubscribeIn(unit, email);
        return { done, kept: [] };
      case "nomination":
      case "grievance":
        return { done, kept: [] };
    }
  }

  return {
    /** One page of the queue, latest due date first; a page past the last is the first. */
    async list(filter: DataRequestFilter, now = new Date()) {
      const counted = await filtered(filter)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const total = Number(counted.n);
      const pages = Math.max(1, Math.ceil(total / adminPageSize));
      const page = filter.page >= 1 && filter.page <= pages ? filter.page : 1;
      const rows = await filtered(filter)
        .selectAll()
        .orderBy("due_at", "desc")
        .orderBy("received_at", "desc")
        .limit(adminPageSize)
        .offset((page - 1) * adminPageSize)
        .execute();
      return { rows: rows.map((row) => present(row, now)), total, page, pages };
    },

    async get(reference: string, now = new Date()): Promise<DataRequestView | undefined> {
      const row = await db
        .selectFrom("data_requests")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!row) return undefined;
      const details = parsed(row.details);
      let changes: RequestedChange[] | null = null;
      if (row.kind === "correction" && row.email) {
        const correction = correctionDetailsSchema.safeParse(details);
        if (correction.success) {
          changes = await correctionOf(row.email, correction.data).then(
            (found) => found.changes,
            () =>
              Object.entries(correction.data.changes).map(([column, requested]) => ({
                column,
                label: columnLabel(column),
                current: null,
                requested,
              })),
          );
        }
      }
      return {
        ...present(row, now),
        details,
        changes,
        outcome: row.outcome,
        answeredBy: row.answered_by,
        createdBy: row.created_by,
        holdings: row.email ? await person.summary(row.email) : "erased",
      };
    },

    /** A request a person made by phone, post or email, written down by staff: open. */
    async record(by: Actor, input: RecordDataRequestInput, now = new Date()) {
      const row = await commit(
        async (unit) => {
          const filed = await fileRequest(
            unit,
            {
              kind: input.kind,
              channel: input.channel,
              email: input.email,
              name: input.name || null,
              details: input.details === "" ? undefined : input.details,
              createdBy: by.email,
            },
            settings,
          );
          unit.audit({
            actor: by,
            action: "privacy.request_recorded",
            subject: filed.reference,
            detail: `${dataRequestKindLabels[input.kind]}, by ${input.channel}`,
          });
          return filed;
        },
        { now },
      );
      return present(row, now);
    },

    /**
     * Does what the request asks and tells the person: an access link, the correction
     * applied, the erasure, the unsubscribe, staff's answer to a grievance (`note` required).
     */
    async complete(by: Actor, reference: string, { note }: { note?: string | undefined }) {
      return commit(async (unit) => {
        const answer = note?.trim() || null;
        const current = await unit.trx
          .selectFrom("data_requests")
          .select("kind")
          .where("reference", "=", reference)
          .executeTakeFirst();
        if (current?.kind === "grievance" && !answer) {
          throw new ServiceRefusal("invalid", dataRequestMessages.answerRequired, {
            field: "note",
          });
        }
        const request = await claim(unit, reference, by, "completed", answer);
        const { done, kept } = await carryOut(unit, request, by);
        const keptNote = kept.map((record) => `${record.what}: ${record.why}`).join("\n");
        const outcome = [answer, keptNote].filter(Boolean).join("\n") || done;
        await unit.trx
          .updateTable("data_requests")
          .set({ outcome })
          .where("id", "=", request.id)
          .execute();
        // An erasure sends its own last email; anything more would keep the address.
        if (request.email && request.kind !== "erasure") {
          unit.send(
            mail.dataRequestCompleted(request.email, {
              reference,
              kindLabel: dataRequestKindLabels[request.kind],
              done,
              answer,
            }),
          );
        }
        unit.audit({
          actor: by,
          action: "privacy.request_completed",
          subject: reference,
          detail: dataRequestKindLabels[request.kind],
        });
        return present({ ...request, outcome }, unit.now);
      });
    },

    /** Declines the request; the reason (required) is emailed to the person. */
    async decline(by: Actor, reference: string, reason: string) {
      const why = reason.trim();
      if (!why) {
        throw new ServiceRefusal("invalid", dataRequestMessages.reasonRequired, {
          field: "reason",
        });
      }
      return commit(async (unit) => {
        const request = await claim(unit, reference, by, "declined", why);
        if (request.email) {
          unit.send(
            mail.dataRequestDeclined(request.email, {
              reference,
              kindLabel: dataRequestKindLabels[request.kind],
              reason: why,
            }),
          );
        }
        unit.audit({
          actor: by,
          action: "privacy.request_declined",
          subject: reference,
          detail: dataRequestKindLabels[request.kind],
        });
        return present(request, unit.now);
      });
    },

    /** The dashboard's card: open requests, and the overdue ones, soonest due first. */
    async dashboard(now = new Date()): Promise<DataRequestsOverview> {
      const [open, overdue] = await Promise.all([
        db
          .selectFrom("data_requests")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "open")
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("data_requests")
          .select(["reference", "kind", "due_at"])
          .where("status", "=", "open")
          .where("due_at", "<", now.toISOString())
          .orderBy("due_at", "asc")
          .limit(adminPageSize)
          .execute(),
      ]);
      return {
        open: Number(open.n),
        overdue: overdue.map((row) => ({
          reference: row.reference,
          kind: row.kind,
          dueAt: row.due_at,
        })),
      };
    },
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
