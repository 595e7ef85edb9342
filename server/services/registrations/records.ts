import type { Kysely, Selectable } from "kysely";
import { projectTitle } from "../../../app/domain/projects";
import type { RegistrationStatusView } from "../../../app/domain/registrations";
import type { DatabaseSchema, RegistrationsTable } from "../../db/schema";
import type { RegistrationSummary } from "../../mail/templates/RegistrationEmails";

export type Registration = Selectable<RegistrationsTable>;

/** What the emails about a registration say. */
export function summary(
  registration: Registration,
  paidAt: Date | null = null,
): RegistrationSummary {
  return {
    reference: registration.reference,
    name: registration.name,
    email: registration.email,
    phone: registration.phone,
    college: registration.college,
    section: registration.section,
    year: registration.year,
    projectTitle: projectTitle(registration.project_id),
    amountPaise: registration.amount_paise,
    paymentMethod: registration.payment_method,
    under18: registration.under_18 === 1,
    stripePaymentIntentId: registration.stripe_payment_intent_id,
    upiUtr: registration.upi_utr,
    paidAt: paidAt?.toISOString() ?? null,
  };
}

/** What the student's browser may learn about a registration: no personal data. */
export function statusView(registration: Registration): RegistrationStatusView {
  return {
    reference: registration.reference,
    status: registration.status,
    paymentMethod: registration.payment_method,
    projectTitle: projectTitle(registration.project_id),
  };
}

/** The ways a registration is looked up. */
export function registrationRecords(db: Kysely<DatabaseSchema>) {
  const one = (column: "id" | "reference" | "stripe_payment_intent_id", value: string) =>
    db.selectFrom("registrations").selectAll().where(column, "=", value).executeTakeFirst();
  return {
    byId: (id: string) => one("id", id),
    byReference: (reference: string) => one("reference", reference),
    byPaymentIntent: (intentId: string) => one("stripe_payment_intent_id", intentId),
    /** A registration this request has just written or read. */
    stored: (id: string) =>
      db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  };
}

export type RegistrationRecords = ReturnType<typeof registrationRecords>;
