import { personalColumns, type HeldTable } from "./holdings";

/**
 * What a correction may change, for the person asking and for the staff applying it alike: the
 * personal fields of the records a person gave us themselves. Email addresses are not among
 * them: an address is how a person proves who they are here, and a corrected one would hand its
 * records to whoever owns the new address without proof. A person with a new address asks again
 * from it, or erases the old one.
 */
export const correctableTables = [
  "user",
  "registrations",
  "waitlist_entries",
  "bookings",
  "contact_messages",
] as const satisfies readonly HeldTable[];
export type CorrectableTable = (typeof correctableTables)[number];

const identityColumns: ReadonlySet<string> = new Set(["email", "guardian_email", "under_18"]);

export const isCorrectable = (table: string): table is CorrectableTable =>
  (correctableTables as readonly string[]).includes(table);

export const correctableColumns = (table: CorrectableTable): string[] =>
  personalColumns(table).filter((column) => !identityColumns.has(column));
