/**
 * The one map of the personal data we hold (DPDP Act, decision 0018): every table of the
 * database, every column of it classified, how a table's rows are found for one person, and
 * what erasure does to them. The access summary, the download and erasure are all written
 * against this map, and tests/integration/privacy/personal-data-map.test.ts walks the live
 * schema and fails on a table or a column the map does not classify, so a new column cannot
 * slip past them. Each group of tables has its entries in its own module under holdings/.
 */

import { accountHoldings } from "./holdings/accounts";
import { certificateHoldings } from "./holdings/certificates";
import { contentHoldings } from "./holdings/content";
import { enquiryHoldings } from "./holdings/enquiries";
import { installationHoldings } from "./holdings/installation";
import { newsletterHoldings } from "./holdings/newsletter";
import { recordHoldings } from "./holdings/records";
import { registrationHoldings } from "./holdings/registrations";
import { sessionHoldings } from "./holdings/sessions";
import type { ColumnRole, TableHoldings } from "./holdings/table-holdings";

export type { TableHoldings };

/** Spread in this order: the personal tables' order is the order the summary lists them. */
export const holdings = {
  ...accountHoldings,
  ...registrationHoldings,
  ...sessionHoldings,
  ...certificateHoldings,
  ...enquiryHoldings,
  ...newsletterHoldings,
  ...recordHoldings,
  ...contentHoldings,
  ...installationHoldings,
} as const satisfies Record<string, TableHoldings>;

export type HeldTable = keyof typeof holdings;

/** The tables that can hold a person's data, in the order the summary lists them. */
export const personalTables = (Object.keys(holdings) as HeldTable[]).filter(
  (table) => !("none" in holdings[table].reach) || "mentionedIn" in holdings[table],
);

/** The columns of a table a person sees and downloads: everything but its secrets. */
export const shownColumns = (table: HeldTable): string[] =>
  Object.entries(holdings[table].columns as Record<string, ColumnRole>)
    .filter(([, role]) => role !== "secret")
    .map(([column]) => column);

/** The columns erasure blanks or removes. */
export const personalColumns = (table: HeldTable): string[] =>
  Object.entries(holdings[table].columns as Record<string, ColumnRole>)
    .filter(([, role]) => role === "personal")
    .map(([column]) => column);

/**
 * SQLite's search indexes of the admin lists (migration 0014), and the table each indexes.
 * They hold nothing of their own: the trigrams of their table's searched columns, kept in
 * step with its rows by triggers, with FTS5's secure-delete, so that a row erased or
 * corrected leaves none of its old text in the index's pages. PostgreSQL's are indexes, not
 * tables. FTS5 keeps each index in shadow tables named after it (`<index>_data`, …).
 */
export const searchIndexes: Readonly<Record<string, HeldTable>> = {
  bookings_search: "bookings",
  contact_messages_search: "contact_messages",
  newsletter_subscribers_search: "newsletter_subscribers",
  registrations_search: "registrations",
  data_requests_search: "data_requests",
};

/** The search index `table` is, or one of its shadow tables; undefined for any other table. */
export function searchIndexOf(table: string): string | undefined {
  const index = /^(.+_search)(?:_(?:data|idx|docsize|config|content))?$/.exec(table)?.[1];
  return index !== undefined && Object.hasOwn(searchIndexes, index) ? index : undefined;
}
