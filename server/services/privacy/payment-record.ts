import type { Transaction } from "kysely";
import { paymentRecordRetainedReason } from "#shared/domain/privacy";
import type { DatabaseSchema } from "../../db/schema";
import type { holdings } from "./holdings";

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

/**
 * Blanks the student's details of paid registrations and keeps what tax law requires
 * (amount, date, reference, method and status), with the reason recorded. Erasure and the
 * daily retention job both use it. The guardian's consent token goes too: nobody can use it
 * any more. Returns how many registrations were blanked.
 */
export async function keepPaymentRecordOnly(
  trx: Transaction<DatabaseSchema>,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
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
