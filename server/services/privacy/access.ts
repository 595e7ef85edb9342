import { sql, type Kysely } from "kysely";
import { dataRequestKindLabels, type DataRequestKind } from "#shared/domain/privacy";
import { isStaffRole } from "#shared/domain/staff";
import type {
  CorrectionInput,
  GrievanceInput,
  NominationInput,
  WithdrawalInput,
} from "#shared/schemas/your-data";
import type { Auth } from "../../auth/auth";
import type { PrivacySettings } from "../../config";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Subscriptions } from "../newsletter/subscriptions";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { createAccessSession } from "./access-session";
import type { Erasure, ErasureOutcome } from "./erasure-contract";
import { correctableColumns, correctableTables, type CorrectableTable } from "./correctable";
import { holdings } from "./holdings";
import { columnLabel, type PersonData, type Row } from "./person-data";
import { fileRequest, type NewDataRequest } from "./requests";

/** One record the person may ask to correct, with its personal fields as they stand. */
export interface CorrectableRecord {
  table: CorrectableTable;
  id: string;
  title: string;
  fields: Array<{ column: string; label: string; value: string }>;
}

/** A request the person filed: what the page and the acknowledgement email tell them. */
export interface FiledRequest {
  reference: string;
  dueAt: string;
}

export interface AccessDependencies {
  auth: Auth;
  mail: MailComposer;
  settings: PrivacySettings;
  person: PersonData;
  erasure: Erasure;
  subscriptions: Pick<Subscriptions, "unsubscribeIn">;
}

/** The person acting on their own page, as the audit log names them. */
const personActor = (email: string): Actor => ({ id: null, email });

/**
 * The person's side of their rights (DPDP Act): the emailed link and the short session it
 * opens, and what they may do on the "Your data" page, each filed as a data request in the
 * same transaction as what it did.
 */
export function createAccess(
  database: AppDatabase,
  commit: Commit,
  { auth, mail, settings, person, erasure, subscriptions }: AccessDependencies,
) {
  const { db } = database;
  const session = createAccessSession(database, commit, { auth, mail });

  /**
   * Files the request, audits it and, for one staff must answer, acknowledges it by email;
   * returns the stored row.
   */
  async function fileRow(unit: UnitOfWork, request: NewDataRequest) {
    const row = await fileRequest(unit, request, settings);
    const email = request.email.toLowerCase();
    unit.audit({
      actor: personActor(email),
      action: "privacy.request_filed",
      subject: row.reference,
      detail: dataRequestKindLabels[request.kind],
    });
    if (row.status === "open") {
      unit.send(
        mail.dataRequestReceived(email, {
          reference: row.reference,
          kind: dataRequestKindLabels[request.kind],
          dueAt: new Date(row.due_at),
        }),
      );
    }
    return row;
  }

  /** Files the request and returns what the person is told. */
  const file = async (unit: UnitOfWork, request: NewDataRequest): Promise<FiledRequest> => {
    const row = await fileRow(unit, request);
    return { reference: row.reference, dueAt: row.due_at };
  };

  const completed = (kind: DataRequestKind, outcome: string) =>
    ({ kind, answered: { status: "completed", by: "self", outcome } }) as const;

  async function correctableRecords(email: string): Promise<CorrectableRecord[]> {
    const found = await person.rowsFor(email);
    return correctableTables.flatMap((table) =>
      (found[table] ?? []).map((row) => ({
        table,
        id: String(row.id),
        title: holdings[table].title,
        fields: correctableColumns(table)
          .filter((column) => typeof row[column] === "string" || row[column] === null)
          .map((column) => ({
            column,
            label: columnLabel(column),
            value: typeof row[column] === "string" ? row[column] : "",
          })),
      })),
    );
  }

  return {
    /** Who answers grievances and how soon: the page names them. */
    grievanceOfficer: {
      ...settings.grievanceOfficer,
      responseDays: settings.grievanceResponseDays,
    },

    ...session,

    /** The page's records a person may ask to correct, with their personal fields. */
    correctableRecords,

    /** What the person may withdraw consent from: a live subscription, a visitor account. */
    async withdrawable(email: string): Promise<{ newsletter: boolean; account: boolean }> {
      const subscriber = await db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("email", "=", email)
        .executeTakeFirst();
      const { rows } = await sql<{
        role: string | null;
      }>`select role from "user" where lower(email) = ${email}`.execute(db);
      return {
        newsletter: subscriber?.status === "subscribed" || subscriber?.status === "pending",
        account: rows.some((row) => !isStaffRole(row.role)),
      };
    },

    /** The zip of everything we hold, recorded as a completed access request. */
    async download(email: string, now = new Date()): Promise<Uint8Array> {
      const zip = await person.download(email, now);
      await commit(
        (unit) => file(unit, { ...completed("access", "Downloaded"), channel: "web", email }),
        { now },
      );
      return zip;
    },

    /**
     * Withdraws consent: ends the newsletter subscription (no queued copy goes out) and/or
     * deletes the visitor account with its sessions. A staff account is never deleted here.
     */
    async withdraw(email: string, input: WithdrawalInput, now = new Date()) {
      return commit(
        async (unit) => {
          const done: string[] = [];
          if (input.newsletter && (await subscriptions.unsubscribeIn(unit, email))) {
            done.push("Unsubscribed from the newsletter");
          }
          if (input.account && (await deleteVisitorAccount(unit, email))) {
            done.push("Deleted the account");
          }
          const outcome = done.length > 0 ? done.join("; ") : "Nothing to withdraw";
          return file(unit, {
            ...completed("withdrawal", outcome),
            channel: "web",
            email,
            details: input,
          });
        },
        { now },
      );
    },

    /** Asks staff to correct fields of one of the person's records. */
    async correct(email: string, input: CorrectionInput, now = new Date()) {
      const records = await correctableRecords(email);
      const record = records.find(({ table, id }) => table === input.table && id === input.id);
      if (!record) {
        throw new ServiceRefusal("not_found", "That record is not one of yours.", { field: "id" });
      }
      const allowed = new Map(record.fields.map((field) => [field.column, field.value]));
      const changes = Object.entries(input.changes).filter(
        ([column, value]) => allowed.has(column) && allowed.get(column) !== value,
      );
      const unknown = Object.keys(input.changes).filter((column) => !allowed.has(column));
      if (unknown.length > 0) {
        throw new ServiceRefusal(
          "invalid",
          `These fields cannot be corrected: ${unknown.join(", ")}.`,
          { field: "changes" },
        );
      }
      if (changes.length === 0) {
        throw new ServiceRefusal("invalid", "Please change at least one field", {
          field: "changes",
        });
      }
      return commit(
        (unit) =>
          file(unit, {
            kind: "correction",
            channel: "web",
            email,
            details: {
              table: input.table,
              id: input.id,
              changes: Object.fromEntries(changes),
            },
          }),
        { now },
      );
    },

    /** Names someone to act for the person; staff record it. */
    async nominate(email: string, nominee: NominationInput, now = new Date()) {
      return commit(
        (unit) =>
          file(unit, {
            kind: "nomination",
            channel: "web",
            email,
            details: { nominee: { name: nominee.name, email: nominee.email.toLowerCase() } },
          }),
        { now },
      );
    },

    /** Erases everything held for the person, at once. */
    erase(email: string): Promise<ErasureOutcome> {
      return erasure.erase(email, { by: "self", channel: "web" });
    },

    /**
     * Files a grievance for the grievance officer: open to anyone. The person is sent the
     * reference and the due date; the officer the grievance itself.
     */
    async grievance(input: GrievanceInput, now = new Date()): Promise<FiledRequest> {
      return commit(
        async (unit) => {
          const filed = await fileRow(unit, {
            kind: "grievance",
            channel: "web",
            email: input.email,
            name: input.name,
            details: { message: input.message },
          });
          unit.send(
            mail.grievanceForOfficer(settings.grievanceOfficer.email, {
              id: filed.id,
              reference: filed.reference,
              name: input.name,
              email: input.email,
              message: input.message,
              dueAt: new Date(filed.due_at),
            }),
          );
          return { reference: filed.reference, dueAt: filed.due_at };
        },
        { now },
      );
    },
  };

  /** Deletes the visitor account of this address with its sessions and sign-in methods. */
  async function deleteVisitorAccount({ trx }: UnitOfWork, email: string): Promise<boolean> {
    const tables = trx as unknown as Kysely<Record<string, Row>>;
    const { rows } = await sql<{
      id: string;
      role: string | null;
    }>`select id, role from "user" where lower(email) = ${email}`.execute(tables);
    const visitors = rows.filter((row) => !isStaffRole(row.role)).map((row) => row.id);
    if (visitors.length === 0) return false;
    await tables.deleteFrom("session").where("userId", "in", visitors).execute();
    await tables.deleteFrom("account").where("userId", "in", visitors).execute();
    await tables.deleteFrom("user").where("id", "in", visitors).execute();
    return true;
  }
}

export type Access = ReturnType<typeof createAccess>;
