import { randomInt, randomUUID } from "node:crypto";
import type {
  DataRequestChannel,
  DataRequestKind,
  DataRequestStatus,
} from "#shared/domain/privacy";
import type { PrivacySettings } from "../../config";
import type { DataRequestsTable } from "../../db/schema";
import type { UnitOfWork } from "../unit-of-work";

/** Crockford's base 32, as registration references: read aloud or typed without misreading. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newRequestReference(): string {
  let reference = "DR-";
  for (let index = 0; index < 6; index++) reference += alphabet.charAt(randomInt(alphabet.length));
  return reference;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When the answer to a request received at `receivedAt` is due. */
export function dueDate(kind: DataRequestKind, receivedAt: Date, settings: PrivacySettings): Date {
  const days = kind === "grievance" ? settings.grievanceResponseDays : settings.requestResponseDays;
  return new Date(receivedAt.getTime() + days * dayMs);
}

export interface NewDataRequest {
  kind: DataRequestKind;
  channel: DataRequestChannel;
  email: string;
  name?: string | null;
  /** What was asked, stored as JSON. */
  details?: unknown;
  /** The staff member who recorded it, for a request made by phone or post. */
  createdBy?: string | null;
  /** Filed already answered: what a person did by themselves on their own page. */
  answered?: { status: Exclude<DataRequestStatus, "open">; by: string; outcome: string };
}

/**
 * Files a request inside the caller's unit of work, so it is stored with what it did (an
 * erasure, an email) or not at all. References are 30 random bits, unique in the table: a
 * clash fails the write, which the person can simply repeat.
 */
export async function fileRequest(
  { trx, now }: UnitOfWork,
  request: NewDataRequest,
  settings: PrivacySettings,
): Promise<DataRequestsTable> {
  const row: DataRequestsTable = {
    id: randomUUID(),
    reference: newRequestReference(),
    kind: request.kind,
    status: request.answered?.status ?? "open",
    channel: request.channel,
    email: request.email.toLowerCase(),
    name: request.name ?? null,
    details: request.details === undefined ? null : JSON.stringify(request.details),
    received_at: now.toISOString(),
    due_at: dueDate(request.kind, now, settings).toISOString(),
    answered_at: request.answered ? now.toISOString() : null,
    answered_by: request.answered?.by ?? null,
    outcome: request.answered?.outcome ?? null,
    created_by: request.createdBy ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await trx.insertInto("data_requests").values(row).execute();
  return row;
}
