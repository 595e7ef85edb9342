import { sql, type Transaction } from "kysely";
import { paymentRecordRetainedReason } from "#shared/domain/privacy";
import type { DatabaseSchema } from "../../db/schema";
import { holdings, type HeldTable } from "./holdings";

type RegistrationColumns = (typeof holdings)["registrations"]["columns"];
type PersonalRegistrationColumn = {
  [Column in keyof RegistrationColumns]: RegistrationColumns[Column] extends "personal"
    ? Column
    : never;
}[keyof RegistrationColumns];

/**
 * What each personal column of a registration becomes. Typed against the map of personal
 * data, so a column newly marked personal there does not compile until it is blanked here.
 * The columns the schema requires keep an empty value (the name and address say "erased");
 * the rest become null.
 */
const blanked = {
  // Staff still read the record in the registrations list: the word says why it is empty.
  name: "erased",
  email: "erased",
  phone: "",
  college: "",
  section: "",
  year: "",
  under_18: 0,
  guardian_name: null,
  guardian_email: null,
  guardian_consent_ip: null,
  upi_network: null,
} satisfies Record<PersonalRegistrationColumn, string | number | null>;

type Trx = Transaction<DatabaseSchema>;

/** Rows that belong to a registration, reached through it in the map of personal data. */
const reachedViaRegistrations = (erasure: "delete" | "follows") =>
  (Object.keys(holdings) as HeldTable[]).flatMap((table) => {
    const spec: (typeof holdings)[HeldTable] = holdings[table];
    return "via" in spec.reach && spec.reach.via === "registrations" && spec.erasure === erasure
      ? [{ table, column: spec.reach.column }]
      : [];
  });

/** The student's own rows (a ticket, reminders, check-ins): they go whether or not the record stays. */
const studentsRows = reachedViaRegistrations("delete");
/** Rows that are part of the record itself (payment notifications): they go only with it. */
const recordsRows = reachedViaRegistrations("follows");

async function deleteReached(
  trx: Trx,
  reached: readonly { table: string; column: string }[],
  ids: readonly string[],
) {
  for (const { table, column } of reached) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(
      ids,
    )})`.execute(trx);
  }
}

/**
 * Deletes registrations with every row the map says belongs to them: the one path by which
 * erasure and the daily retention job delete a registration. Returns how many went.
 */
export async function deleteRegistrations(trx: Trx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteReached(trx, [...studentsRows, ...recordsRows], ids);
  const result = await trx.deleteFrom("registrations").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Blanks the student's details of paid registrations and keeps what tax law requires
 * (amount, date, reference, method and status), with the reason recorded. Erasure and the
 * daily retention job both use it. The guardian's consent token goes too: nobody can use it
 * any more, and so do the student's own rows of the registration: a ticket, reminders and
 * check-ins (deleteRegistrations keeps the two paths alike). Returns how many registrations
 * were blanked.
 */
export async function keepPaymentRecordOnly(trx: Trx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteReached(trx, studentsRows, ids);
  const result = await trx
    .updateTable("registrations")
    .set({
      ...blanked,
      guardian_token_hash: null,
      retained_reason: paymentRecordRetainedReason,
    })
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
