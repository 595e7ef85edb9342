import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { projectMessages } from "#shared/domain/projects";
import { registrationFeePaise } from "#shared/domain/registrations";
import type { RegistrationInput } from "#shared/schemas/registration";
import type { DatabaseSchema } from "../../db/schema";
import type { MailComposer } from "../../mail/messages";
import { newRegistrationReference } from "../../payments/reference";
import { submittedAt } from "../consent";
import { isUniqueViolation, ServiceRefusal } from "../errors";
import { hashLinkToken } from "../link-token-hash";
import { takeSeat } from "../projects/seats";
import type { Commit, UnitOfWork } from "../unit-of-work";
import { mayHoldUnpaidLong } from "../projects/unproven-holds";
import { registrationMessages } from "./messages";
import type { Registration, RegistrationRecords } from "./records";
import { startingStatus } from "./transition";

/**
 * Stores a new registration. Nothing earlier is reused or reported on the strength of an
 * email address alone, which anyone can type: when this address has already paid for the
 * project (or handed in a UPI payment being checked), its owner is told by email, and the
 * person at the form gets the same answer as anyone else. Only a visitor signed in with
 * that address, confirmed, is told at once, so they do not pay twice.
 *
 * The registration holds one of the project's seats from the moment it is stored, taken in
 * the same transaction (server/services/projects/seats.ts), or the seat its waitlist offer
 * held; when there is none, nothing is stored and the student is offered the waitlist.
 *
 * A student under 18 pays nothing yet: the registration waits for the parent's or
 * guardian's consent, asked for by email with a single-use link, and holds its seat for
 * `guardianConsentHours` within the project's share of seats held unpaid, else for a card
 * hold's minutes (guardian-consent.ts takes it from there).
 */
export function newRegistration(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  mail: MailComposer,
  records: RegistrationRecords,
  { holdMinutes, guardianConsentHours }: { holdMinutes: number; guardianConsentHours: number },
) {
  /** The seat of the student's waitlist offer, if the link is still good for this project. */
  async function claimOffer({ trx, now }: UnitOfWork, projectId: string, token: string) {
    const claimed = await trx
      .updateTable("waitlist_entries")
      .set({ status: "claimed", updated_at: now.toISOString() })
      .where("offer_token_hash", "=", hashLinkToken(token))
      .where("project_id", "=", projectId)
      .where("status", "=", "offered")
      .where("offer_expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  return async (
    input: RegistrationInput,
    email: string,
    confirmedEmail: string | undefined,
  ): Promise<Registration> => {
    const project = await db
      .selectFrom("projects")
      .select(["title", "registration_open", "archived_at", "status"])
      .where("id", "=", input.projectId)
      .executeTakeFirst();
    if (!project || project.archived_at || project.status === "Completed") {
      throw new ServiceRefusal("invalid", projectMessages.unknownProject, { field: "projectId" });
    }
    if (project.registration_open !== 1 && !input.offerToken) {
      throw new ServiceRefusal("conflict", projectMessages.closed);
    }
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
          async (unit) => {
            const { trx, send } = unit;
            const seated =
              (input.offerToken !== undefined &&
                (await claimOffer(unit, input.projectId, input.offerToken))) ||
              (await takeSeat(unit, input.projectId));
            if (!seated) {
              throw new ServiceRefusal(
                "conflict",
                input.offerToken ? projectMessages.offerLapsed : projectMessages.full,
                { code: "project_full" },
              );
            }
            // The schema makes sure a student under 18 named their guardian.
            const guardian = input.under18
              ? {
                  name: input.guardianName ?? "",
                  email: (input.guardianEmail ?? "").toLowerCase(),
                  token: randomBytes(32).toString("base64url"),
                }
              : undefined;
            // Waiting for a guardian's consent holds the seat for the link's hours only within
            // the project's share of seats held unpaid (decision 0024), else a card hold's;
            // the link lasts as long as the seat.
            const cardHoldEnds = new Date(now.getTime() + holdMinutes * 60_000);
            const holdExpiresAt = (
              guardian && (await mayHoldUnpaidLong(unit, input.projectId, cardHoldEnds))
                ? new Date(now.getTime() + guardianConsentHours * 3_600_000)
                : cardHoldEnds
            ).toISOString();
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
                status: startingStatus(
                  guardian ? "awaiting_guardian_consent" : "pending_payment",
                  "student",
                ),
                stripe_payment_intent_id: null,
                upi_utr: null,
                upi_submitted_at: null,
                paid_at: null,
                status_note: null,
                seat_held: 1,
                hold_expires_at: holdExpiresAt,
                refund_reference: null,
                ...(guardian && {
                  guardian_name: guardian.name,
                  guardian_email: guardian.email,
                  guardian_token_hash: hashLinkToken(guardian.token),
                  guardian_consent_expires_at: holdExpiresAt,
                }),
                ...submittedAt(now),
              })
              .execute();
            if (guardian) {
              send(
                mail.guardianConsentRequest(guardian.email, guardian.token, {
                  guardianName: guardian.name,
                  studentName: input.name,
                  studentEmail: email,
                  projectTitle: project.title,
                  amountPaise: registrationFeePaise,
                  expiresAt: holdExpiresAt,
                }),
              );
            }
            if (settled) {
              send(
                mail.alreadyRegistered(email, {
                  projectTitle: project.title,
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
