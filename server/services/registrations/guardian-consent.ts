import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema";
import type { MailComposer } from "../../mail/messages";
import { hashLinkToken } from "../link-token-hash";
import { mayHoldUnpaidLong } from "../projects/unproven-holds";
import type { Commit } from "../unit-of-work";
import type { Registration, RegistrationRecords } from "./records";
import { transition } from "./transition";

/** What the consent page shows the guardian before they press I consent. */
export interface GuardianConsentView {
  studentName: string;
  projectTitle: string;
  amountPaise: number;
  guardianName: string;
}

/** A link token is base64url; anything else is refused before the database is asked. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * A parent's or guardian's consent for a student under 18, given from the single-use link
 * emailed when the student registered (new-registration.ts). Consent moves the registration
 * to `pending_payment`, holding the seat for as long as a UPI payment (the student pays
 * from an email) within the project's share of seats held unpaid, else for a card hold's
 * minutes, and emails the student the link to pay. Until then nothing is charged.
 */
export function guardianConsents(
  db: Kysely<DatabaseSchema>,
  commit: Commit,
  mail: MailComposer,
  records: RegistrationRecords,
  { holdHours, cardHoldMinutes }: { holdHours: number; cardHoldMinutes: number },
) {
  /** The registration waiting for this token's consent, if the link is still good. */
  async function waiting(token: string | null, now: Date) {
    if (!token || !tokenShape.test(token)) return undefined;
    const row = await db
      .selectFrom("registrations")
      .select("id")
      .where("guardian_token_hash", "=", hashLinkToken(token))
      .where("status", "=", "awaiting_guardian_consent")
      .where("guardian_consent_expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return row && records.stored(row.id);
  }

  return {
    /** Reading the page changes nothing: mail scanners open links too. */
    async find(token: string | null, now = new Date()): Promise<GuardianConsentView | undefined> {
      const registration = await waiting(token, now);
      return registration && view(registration);
    },

    /**
     * What was consented to, once consent is recorded; undefined for a link that is forged,
     * used or lapsed.
     */
    async consent(
      token: string | null,
      clientAddress: string,
      now = new Date(),
    ): Promise<GuardianConsentView | undefined> {
      const registration = await waiting(token, now);
      if (!registration) return undefined;
      const cardHoldEnds = new Date(now.getTime() + cardHoldMinutes * 60_000);
      // A seat held past a card hold keeps its place under the project's share (decision 0024).
      const heldLong =
        registration.hold_expires_at !== null &&
        registration.hold_expires_at > cardHoldEnds.toISOString();
      const consented = await commit(
        async (unit) => {
          const expiresAt = (
            heldLong || (await mayHoldUnpaidLong(unit, registration.project_id, cardHoldEnds))
              ? new Date(now.getTime() + holdHours * 3_600_000)
              : cardHoldEnds
          ).toISOString();
          return transition(unit, registration.id, {
            from: ["awaiting_guardian_consent"],
            to: "pending_payment",
            cause: "guardian",
            set: {
              guardian_consented_at: now.toISOString(),
              guardian_consent_ip: clientAddress,
              guardian_token_hash: null,
              guardian_consent_expires_at: null,
              hold_expires_at: expiresAt,
            },
            emails: mail.guardianConsented({
              name: registration.name,
              email: registration.email,
              projectTitle: registration.project_title,
              reference: registration.reference,
              amountPaise: registration.amount_paise,
              expiresAt,
            }),
            audit: {
              actor: { id: null, email: registration.guardian_email ?? "guardian" },
              action: "registration.guardian_consented",
              subject: registration.reference,
            },
          });
        },
        { now },
      );
      return consented ? view(registration) : undefined;
    },
  };
}

function view(registration: Registration): GuardianConsentView {
  return {
    studentName: registration.name,
    projectTitle: registration.project_title,
    amountPaise: registration.amount_paise,
    guardianName: registration.guardian_name ?? "",
  };
}
