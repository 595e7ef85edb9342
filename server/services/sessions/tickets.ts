import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { ticketStatuses } from "#shared/domain/registration-lifecycle";
import type { DatabaseSchema } from "../../db/schema";
import type { UnitOfWork } from "../unit-of-work";
import type { TicketHolder } from "./emails";

/**
 * The ticket's page address and its QR code's content: random, unguessable, and saying
 * nothing about the person. Kept as they are, not hashed like an emailed link's token: the
 * site shows the ticket again on /account and links it from every session email, so it must
 * be able to write the address again (decision 0042).
 */
const secret = (bytes: number) => randomBytes(bytes).toString("base64url");
export const checkInCodePrefix = "KVT1-";

/**
 * The ticket of a registration just paid, made in the same transaction as the payment; a
 * second confirmation of the same payment finds the one already made.
 */
export async function issueTicket(
  unit: UnitOfWork,
  registrationId: string,
): Promise<{ token: string }> {
  await unit.trx
    .insertInto("tickets")
    .values({
      id: randomUUID(),
      registration_id: registrationId,
      token: secret(24),
      check_in_code: `${checkInCodePrefix}${secret(16)}`,
      created_at: unit.now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("registration_id").doNothing())
    .execute();
  return unit.trx
    .selectFrom("tickets")
    .select("token")
    .where("registration_id", "=", registrationId)
    .executeTakeFirstOrThrow();
}

/**
 * The students of a project who hold a ticket now: paid, keeping their seat, and not erased
 * (an erased student's payment record stays, blanked, and is nobody to write to).
 */
export function ticketHolders(
  db: Kysely<DatabaseSchema>,
  projectId: string,
): Promise<TicketHolder[]> {
  return db
    .selectFrom("tickets")
    .innerJoin("registrations", "registrations.id", "tickets.registration_id")
    .innerJoin("projects", "projects.id", "registrations.project_id")
    .select([
      "registrations.id as registrationId",
      "registrations.name as name",
      "registrations.email as email",
      "registrations.reference as reference",
      "projects.title as projectTitle",
      "tickets.token as ticketToken",
    ])
    .where("registrations.project_id", "=", projectId)
    .where("registrations.status", "in", ticketStatuses)
    .where("registrations.retained_reason", "is", null)
    .orderBy("registrations.created_at")
    .execute();
}
