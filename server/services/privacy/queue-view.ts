/** What staff read in the requests queue: a request's row, its full view, and the refusals. */

import type { DataRequestRow, RequestedChange } from "#shared/schemas/data-requests";
import type { DataRequestsTable } from "../../db/schema";
import { columnLabel, type HoldingsSection } from "./person-data";

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

export const parsed = (details: string | null): unknown => {
  if (details === null) return null;
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return details;
  }
};

export const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return String(value);
  }
  return JSON.stringify(value);
};

export function present(row: DataRequestsTable, now: Date): DataRequestRow {
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
