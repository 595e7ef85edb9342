import type { Kysely } from "kysely";
import type { DataRequestKind } from "#shared/domain/privacy";
import {
  correctionDetailsSchema,
  type CorrectionDetails,
  type RequestedChange,
} from "#shared/schemas/data-requests";
import type { AppDatabase } from "../../db/connect";
import type { DataRequestsTable } from "../../db/schema";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Subscriptions } from "../newsletter/subscriptions";
import type { Actor, UnitOfWork } from "../unit-of-work";
import { issueAccessLink } from "./access-links";
import { correctableColumns, isCorrectable } from "./correctable";
import type { Erasure, KeptRecord } from "./erasure-contract";
import type { HeldTable } from "./holdings";
import { columnLabel, createPersonData, type PersonData, type Row } from "./person-data";
import { parsed, requestQueueMessages, text } from "./queue-view";

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

export interface FulfilmentDependencies {
  mail: MailComposer;
  person: PersonData;
  erasure: Erasure;
  /** Ends a newsletter subscription when a withdrawal of consent is completed. */
  subscriptions: Pick<Subscriptions, "unsubscribeIn">;
}

/**
 * Carrying out a data request: claiming it with one conditional update, so it is done once,
 * then doing what it asks, all inside the caller's transaction.
 */
export function createRequestFulfilment(
  database: AppDatabase,
  { mail, person, erasure, subscriptions }: FulfilmentDependencies,
) {
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

  return { correctionOf, claim, carryOut };
}
