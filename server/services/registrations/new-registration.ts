import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { projectTitle } from "../../../app/domain/projects";
import { registrationFeePaise } from "../../../app/domain/registrations";
import type { RegistrationInput } from "../../../app/schemas/registration";
import type { DatabaseSchema } from "../../db/schema";
import type { MailComposer } from "../../mail/messages";
import { newRegistrationReference } from "../../payments/reference";
import { submittedAt } from "../consent";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { registrationMessages } from "./messages";
import type { Registration, RegistrationRecords } from "./records";

/**
 * Stores a new registration. Nothing earlier is reused or reported on the strength of an
 * email address alone, which anyone can type: when this address has already paid for the
 * project (or handed in a UPI payment being checked), its owner is told by email, and the
 * person at the form gets the same answer as anyone else. Only a visitor signed in with
 * that address, confirmed, is told at once, so they do not pay twice.
 */
export function newRegistration(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  mail: MailComposer,
  records: RegistrationRecords,
) {
  return async (
    input: RegistrationInput,
    email: string,
    confirmedEmail: string | undefined,
  ): Promise<Registration> => {
    const settled = await db
      .selectFrom("registrations")
      .selectAll()
      .where("email", "=", email)
      .where("project_id", "=", input.projectId)
      .where("status", "in", ["paid", "awaiting_verification"])
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (settled && confirmedEmail === email) {
      throw new ServiceRefusal(
        "conflict",
        settled.status === "paid"
          ? registrationMessages.alreadyPaid
          : registrationMessages.awaitingVerification,
      );
    }
    for (let attempt = 1; ; attempt++) {
      const id = randomUUID();
      const now = new Date();
      try {
        await commit(
          async ({ trx, send }) => {
            await trx
              .insertInto("registrations")
              .values({
                id,
                reference: newRegistrationReference(),
                project_id: input.projectId,
                name: input.name,
                email,
                phone: input.phone,
                college: input.college,
                section: input.section,
                year: input.year,
                payment_method: input.paymentMethod,
                under_18: input.under18 ? 1 : 0,
                amount_paise: registrationFeePaise,
                currency: "INR",
                status: "pending_payment",
                stripe_payment_intent_id: null,
                upi_utr: null,
                upi_submitted_at: null,
                paid_at: null,
                status_note: null,
                ...submittedAt(now),
              })
              .execute();
            if (settled) {
              send(
                mail.alreadyRegistered(email, {
                  projectTitle: projectTitle(settled.project_id),
                  reference: settled.reference,
                  status: settled.status === "paid" ? "paid" : "awaiting_verification",
                }),
              );
            }
          },
          { now },
        );
        return await records.stored(id);
      } catch (error) {
        // Two references in 2^40 met: draw again.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  };
}
