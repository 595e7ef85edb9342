/** The shape of one table's entry in the map of personal data (see ../holdings.ts). */

/**
 * personal: about the person (shown, downloaded, erased); record: a fact of the record that
 * says nothing about who they are (a status, a time, an amount); secret: a token or hash that
 * is never shown or downloaded, and goes with its row.
 */
export type ColumnRole = "personal" | "record" | "secret";

/**
 * How a table's rows are found for one address.
 * - email: rows where any of these columns is the address (compared in lower case).
 * - via: rows whose `column` equals `parentColumn` of the person's rows in `table`.
 * - none: the table holds nobody's data that a person could ask for, and why.
 */
export type Reach =
  | { email: readonly string[] }
  | { via: string; column: string; parentColumn: string }
  | { none: string };

/**
 * delete: the person's rows go; reached `via` a parent, the rows of the parent rows that are
 * the person's own go, whether the parent goes or stays (a paid registration's ticket goes
 * with its payment record kept). anonymise: the row stays as a record, its personal columns
 * blanked. payment-record: paid registrations keep amount, date, reference and method for tax
 * law (the rest blanked, the reason recorded); unpaid ones go. follows: goes or stays with the
 * row it belongs to (`via`). A registration in which the person is only the guardian is not
 * their own: it stays the student's, with its rows (decision 0027).
 */
export type Erasure = "delete" | "anonymise" | "payment-record" | "follows" | "none";

export interface TableHoldings {
  /** What the person is shown, in plain words. */
  title: string;
  /** Why we hold it (the notice's purpose). */
  purpose: string;
  reach: Reach;
  /**
   * Columns of free text in which the address may appear although the row is not keyed by it
   * (a staff notification about a booking, an audit entry about a registration).
   */
  mentionedIn?: readonly string[];
  /**
   * A column naming (as `<table>:<id>`, see `recordKey`) the person's record a row is about
   * although it is addressed to someone else: a message to staff about their booking.
   */
  aboutColumn?: string;
  erasure: Erasure;
  columns: Readonly<Record<string, ColumnRole>>;
}

/** A table whose every column is a fact of the record: it says nothing about a person. */
export const recordsOnly = (columns: readonly string[]): Record<string, ColumnRole> =>
  Object.fromEntries(columns.map((column) => [column, "record"]));

export const consentAndTimes = {
  consent_notice: "record",
  consent_at: "record",
  created_at: "record",
  updated_at: "record",
} as const;
