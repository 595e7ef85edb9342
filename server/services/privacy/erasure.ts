import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "../../db/connect";
import { paymentRecordRetainedReason } from "#shared/domain/privacy";
import { paymentRecordStatuses } from "#shared/domain/registrations";
import { namesAddress, storedText } from "./address-match";
import { recordKey } from "../../mail/outbox";
import { deleteRegistrations, keepPaymentRecordOnly } from "./payment-record";
import { isStaffRole } from "#shared/domain/staff";
import { ServiceRefusal } from "../errors";
import { releaseRegistrationSeat, releaseSeat, type SeatMail } from "../projects/seats";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { holdings, personalColumns, personalTables, type HeldTable } from "./holdings";
import type { PersonRows, Row } from "./person-data";
import {
  erasureMessages,
  keptText,
  selfService,
  type Erasure,
  type ErasureDependencies,
  type KeptRecord,
} from "./erasure-contract";
import { withdrawCertificates } from "../certificates/holder";
import { fileRequest } from "./requests";
import { isSuppressed, suppressionHash } from "./suppression";

export { suppressionHash };

/** Personal columns that cannot be null, and what stands in their place once erased. */
const requiredBlanks: Partial<Record<HeldTable, Record<string, string | number>>> = {
  audit_log: { actor_email: "erased" },
  certificates: { holder_name: "", holder_email: "" },
};

const blanked = (table: HeldTable, columns: readonly string[]): Row =>
  Object.fromEntries(columns.map((column) => [column, requiredBlanks[table]?.[column] ?? null]));

/** A stored value as text, lower case: columns hold text, numbers or JSON text. */
const lowerText = (value: unknown) => storedText(value).toLowerCase();

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * Erasure under the DPDP Act (decision 0018), driven by the holdings map: what each table
 * loses is said there, and done here in one transaction with the seats it gives back, the
 * suppression list entry and the last email, so an erasure is complete or did not happen.
 */
export function createErasure(
  { db }: AppDatabase,
  commit: Commit,
  { mail, settings, person, siteUrl }: ErasureDependencies,
): Erasure {
  const seatMail: SeatMail = { mail, siteUrl };

  /** The rows of `table` whose `column` is one of `keys`, gone; better-auth's tables are untyped. */
  async function deleteWhere(unit: UnitOfWork, table: HeldTable, column: string, keys: unknown[]) {
    if (keys.length === 0) return;
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(
      keys,
    )})`.execute(unit.trx);
  }

  async function updateRow(unit: UnitOfWork, table: HeldTable, id: unknown, values: Row) {
    if (Object.keys(values).length === 0) return;
    const untyped = unit.trx as unknown as Kysely<Record<string, Row>>;
    await untyped.updateTable(table).set(values).where("id", "=", id).execute();
  }

  /**
   * Waitlist entries go; an offered one held a seat, which passes on as when an offer lapses.
   * Deleted before any seat is given back, so none is offered to the person being erased.
   */
  async function leaveWaitlists(unit: UnitOfWork, entries: Row[]) {
    const offeredIn: string[] = [];
    for (const entry of entries) {
      const gone = await unit.trx
        .deleteFrom("waitlist_entries")
        .where("id", "=", String(entry.id))
        .returning(["status", "project_id"])
        .executeTakeFirst();
      if (gone?.status === "offered") offeredIn.push(gone.project_id);
    }
    for (const projectId of offeredIn) await releaseSeat(unit, projectId, seatMail);
  }

  /**
   * The student's paid registrations stay as payment records, everything personal blanked;
   * unpaid ones go with their seats. Where the address is only the guardian's, the student's
   * registration stays and loses the guardian. Either way the student's ticket, reminders and
   * check-ins go with it, and a deleted one's payment notifications (payment-record.ts, the
   * retention job's path too). Returns the payment records kept.
   */
  async function eraseRegistrations(unit: UnitOfWork, email: string, registrations: Row[]) {
    const kept: KeptRecord[] = [];
    for (const registration of registrations) {
      const id = String(registration.id);
      if (lowerText(registration.email) !== email) {
        await updateRow(unit, "registrations", id, {
          ...blanked("registrations", ["guardian_name", "guardian_email", "guardian_consent_ip"]),
          guardian_token_hash: null,
        });
      } else if (isOneOf(paymentRecordStatuses, registration.status)) {
        await keepPaymentRecordOnly(unit.trx, [id]);
        kept.push({
          what: `Payment record ${String(registration.reference)}`,
          why: paymentRecordRetainedReason,
        });
      } else {
        const projectId = String(registration.project_id);
        await releaseRegistrationSeat(unit, { id, project_id: projectId }, seatMail);
        await deleteRegistrations(unit.trx, [id]);
      }
    }
    return kept;
  }

  /**
   * A row that stays as a record: keyed by the address, it loses every personal column;
   * only mentioning it (an audit entry about them), it loses the columns that mention it.
   */
  async function anonymise(unit: UnitOfWork, table: HeldTable, email: string, rows: Row[]) {
    const spec = holdings[table];
    const keys: readonly string[] = "email" in spec.reach ? spec.reach.email : [];
    const personal = personalColumns(table);
    for (const row of rows) {
      const keyed = keys.some((column) => lowerText(row[column]) === email);
      const columns = keyed
        ? personal
        : personal.filter((column) => namesAddress(row[column], email));
      await updateRow(unit, table, row.id, blanked(table, columns));
    }
  }

  async function eraseIn(
    unit: UnitOfWork,
    address: string,
    by: Actor | "self",
    reference?: string,
  ): Promise<KeptRecord[]> {
    const email = address.trim().toLowerCase();
    const found: PersonRows = await person.rowsFor(email, unit.trx);
    const rowsOf = (table: HeldTable) => found[table] ?? [];
    if (rowsOf("user").some((user) => isStaffRole(user.role))) {
      throw new ServiceRefusal("conflict", erasureMessages.staffAccount);
    }
    // Money may have reached us: deleting the registration now would lose the only record of it.
    const verifying = rowsOf("registrations").find(
      (registration) =>
        registration.status === "awaiting_verification" && lowerText(registration.email) === email,
    );
    if (verifying) {
      throw new ServiceRefusal(
        "conflict",
        erasureMessages.paymentBeingVerified(String(verifying.reference)),
      );
    }

    await leaveWaitlists(unit, rowsOf("waitlist_entries"));
    const kept = await eraseRegistrations(unit, email, rowsOf("registrations"));

    // A registration in which the person is only the guardian stays the student's, and so do
    // staff's messages about it and its ticket, reminders and check-ins (decision 0027).
    const studentsRecords = new Set(
      rowsOf("registrations")
        .filter((registration) => lowerText(registration.email) !== email)
        .map((registration) => recordKey("registrations", String(registration.id))),
    );
    /** The person's rows of `table` that are their own, not the student's. */
    const theirOwn = (table: HeldTable): Row[] => {
      const rows = rowsOf(table);
      if (table === "registrations") {
        return rows.filter((row) => !studentsRecords.has(recordKey(table, String(row.id))));
      }
      if (table === "email_outbox") {
        return rows.filter((message) => !studentsRecords.has(String(message.about)));
      }
      return rows;
    };

    // Children before the rows they belong to (the map lists parents first).
    for (const table of [...personalTables].reverse()) {
      const spec: (typeof holdings)[HeldTable] = holdings[table];
      const rows = theirOwn(table);
      // A registration's own rows went with it, or with its details, in eraseRegistrations.
      if ("via" in spec.reach && spec.reach.via === "registrations") continue;
      if ((spec.erasure === "follows" || spec.erasure === "delete") && "via" in spec.reach) {
        // follows: the rows of the parents that went; delete: of every parent of their own.
        const { via, column, parentColumn } = spec.reach;
        const parents = spec.erasure === "follows" ? rowsOf(via) : theirOwn(via);
        await deleteWhere(
          unit,
          table,
          column,
          parents.map((parent) => parent[parentColumn]),
        );
      } else if (spec.erasure === "delete" && table !== "waitlist_entries") {
        await deleteWhere(
          unit,
          table,
          "id",
          rows.map((row) => row.id),
        );
      } else if (spec.erasure === "anonymise") {
        await anonymise(unit, table, email, rows);
      }
    }
    await withdrawCertificates(
      unit.trx,
      theirOwn("certificates").map((row) => String(row.id)),
      unit.now,
    );
    // A password reset code names the account by its id, not by the address.
    await deleteWhere(
      unit,
      "verification",
      "value",
      rowsOf("user").map((user) => user.id),
    );

    await unit.trx
      .insertInto("suppressed_emails")
      .values({
        email_hash: suppressionHash(email),
        reason: "erased",
        created_at: unit.now.toISOString(),
      })
      .onConflict((conflict) => conflict.column("email_hash").doNothing())
      .execute();

    // Queued after the deletes above, which take every outbox row that names the address.
    unit.send(mail.dataErased(email, { reference: reference ?? null, kept }));
    unit.audit({
      actor: by === "self" ? selfService : by,
      action: "privacy.erased",
      ...(reference ? { subject: reference } : {}),
      detail: keptText(kept),
    });
    return kept;
  }

  return {
    eraseIn,

    async erase(address, { by, channel }) {
      const email = address.trim().toLowerCase();
      return commit(async (unit) => {
        // Filed first, so the last email and the audit entry quote its reference; the erasure
        // then anonymises it like the person's other requests, and its outcome is written after.
        const request = await fileRequest(
          unit,
          {
            kind: "erasure",
            channel,
            email,
            createdBy: by === "self" ? null : by.email,
            answered: { status: "completed", by: by === "self" ? "self" : by.email, outcome: "" },
          },
          settings,
        );
        const kept = await eraseIn(unit, email, by, request.reference);
        await unit.trx
          .updateTable("data_requests")
          .set({ outcome: keptText(kept) })
          .where("id", "=", request.id)
          .execute();
        return { reference: request.reference, kept };
      });
    },

    isSuppressed: (email) => isSuppressed(db, email),
  };
}
