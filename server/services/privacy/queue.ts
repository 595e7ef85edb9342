import { adminPageSize } from "#shared/domain/admin-lists";
import { dataRequestKindLabels } from "#shared/domain/privacy";
import {
  correctionDetailsSchema,
  dataRequestMessages,
  type DataRequestFilter,
  type DataRequestsOverview,
  type RecordDataRequestInput,
  type RequestedChange,
} from "#shared/schemas/data-requests";
import type { PrivacySettings } from "../../config";
import type { AppDatabase } from "../../db/connect";
import { matchesSearch } from "../../db/text-search";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { columnLabel } from "./person-data";
import { parsed, present, type DataRequestView } from "./queue-view";
import { createRequestFulfilment, type FulfilmentDependencies } from "./request-fulfilment";
import { fileRequest } from "./requests";

export { requestQueueMessages } from "./queue-view";

export interface RequestQueueDependencies extends FulfilmentDependencies {
  settings: PrivacySettings;
}

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
  dependencies: RequestQueueDependencies,
) {
  const { db } = database;
  const { mail, settings, person } = dependencies;
  const { correctionOf, claim, carryOut } = createRequestFulfilment(database, dependencies);

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

  /** Open and past their due date. */
  const overdueAt = (now: Date) =>
    db
      .selectFrom("data_requests")
      .where("status", "=", "open")
      .where("due_at", "<", now.toISOString());

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
        overdueAt(now)
          .select(["reference", "kind", "due_at"])
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

    /** How many requests are overdue: the dashboard's figure, however many there are. */
    async overdueCount(now = new Date()): Promise<number> {
      const row = await overdueAt(now)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
