import type { Kysely, Selectable } from "kysely";
import type { RegistrationStatusView, UpiSubmissionView } from "#shared/domain/registrations";
import type { DatabaseSchema, RegistrationsTable } from "../../db/schema";
import type { RegistrationSummary } from "../../mail/templates/RegistrationEmails";
import type { GatewayIdColumn } from "../../payments/gateway-ids";

/** A registration with its project's title (the id, if the project is gone). */
export type Registration = Selectable<RegistrationsTable> & { project_title: string };

/** What the emails about a registration say. */
export function summary(
  registration: Registration,
  paidAt: Date | null = null,
): RegistrationSummary {
  return {
    id: registration.id,
    reference: registration.reference,
    name: registration.name,
    email: registration.email,
    phone: registration.phone,
    college: registration.college,
    section: registration.section,
    year: registration.year,
    projectTitle: registration.project_title,
    amountPaise: registration.amount_paise,
    paymentMethod: registration.payment_method,
    under18: registration.under_18 === 1,
    stripePaymentIntentId: registration.stripe_payment_intent_id,
    razorpayPaymentId: registration.razorpay_payment_id,
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
    projectTitle: registration.project_title,
    checkoutVerified: registration.checkout_verified_at !== null,
  };
}

/** A UPI payment handed in, and how long its seat is held (decision 0024). */
export function upiSubmissionView(registration: Registration): UpiSubmissionView {
  const held = registration.seat_held === 1;
  return {
    ...statusView(registration),
    seat: {
      untilVerified: held && registration.upi_seat_until_verified === 1,
      heldUntil: held ? registration.hold_expires_at : null,
    },
  };
}

/** The ways a registration is looked up. */
export function registrationRecords(db: Kysely<DatabaseSchema>) {
  const withTitle = () =>
    db
      .selectFrom("registrations")
      .leftJoin("projects", "projects.id", "registrations.project_id")
      .selectAll("registrations")
      .select((eb) =>
        eb.fn
          .coalesce(eb.ref("projects.title"), eb.ref("registrations.project_id"))
          .as("project_title"),
      );
  const one = (column: "id" | "reference" | GatewayIdColumn, value: string) =>
    withTitle().where(`registrations.${column}`, "=", value).executeTakeFirst();
  return {
    byId: (id: string) => one("id", id),
    byReference: (reference: string) => one("reference", reference),
    /** By a gateway's own id for its payment (a Stripe PaymentIntent, a Razorpay order). */
    byGatewayId: (column: GatewayIdColumn, id: string) => one(column, id),
    /** The UTRs handed in from one network that staff have yet to verify, oldest first. */
    awaitingVerificationFrom: (network: string) =>
      withTitle()
        .where("registrations.upi_network", "=", network)
        .where("registrations.status", "=", "awaiting_verification")
        .orderBy("registrations.upi_submitted_at")
        .execute(),
    /** A registration this request has just written or read. */
    stored: (id: string) =>
      withTitle().where("registrations.id", "=", id).executeTakeFirstOrThrow(),
  };
}

export type RegistrationRecords = ReturnType<typeof registrationRecords>;
