import type { RegistrationCause } from "#shared/domain/registration-lifecycle";
import type { PaymentMethod, RegistrationStatus } from "#shared/domain/registrations";
import type { MailComposer } from "../../mail/messages";
import type { GatewayIds } from "../../payments/gateway-ids";
import { keepSeat } from "../projects/seats";
import { projectSchedule } from "../sessions/schedule";
import { issueTicket } from "../sessions/tickets";
import type { AuditEntry, UnitOfWork } from "../unit-of-work";
import { summary, type Registration } from "./records";
import { transition } from "./transition";

/**
 * A confirmed payment (a gateway's signed event or reconciliation, staff finding a UTR):
 * paid with a receipt and a ticket when the registration keeps its seat or a free one is found;
 * otherwise, late and with the project full, flagged `needs_refund` and staff are told.
 * Never dropped, never over capacity.
 */
export async function paidOrRefundNeeded(
  unit: UnitOfWork,
  registration: Registration,
  {
    mail,
    from,
    cause,
    paidAt,
    set = {},
    audit,
  }: {
    mail: MailComposer;
    from: readonly RegistrationStatus[];
    /** The gateway's word, or staff's (a UPI payment found in the bank statement). */
    cause: Extract<RegistrationCause, "gateway" | "staff">;
    paidAt: Date;
    /** The gateway's ids of the payment, as the event or the check that confirmed it gave them. */
    set?: GatewayIds & { payment_method?: PaymentMethod };
    audit?: AuditEntry;
  },
): Promise<boolean> {
  const paid: Registration = { ...registration, ...set };
  // The status first: its conditional update decides which of two racing confirmations
  // goes on, and (on PostgreSQL) locks the row against the expiry sweep meanwhile.
  const moved = await transition(unit, registration.id, {
    from,
    to: "paid",
    cause,
    set: { ...set, paid_at: paidAt.toISOString(), status_note: null },
    audit,
  });
  if (!moved) return false;
  if (await keepSeat(unit, registration)) {
    const { token } = await issueTicket(unit, registration.id);
    const holder = {
      registrationId: registration.id,
      name: registration.name,
      email: registration.email,
      reference: registration.reference,
      projectTitle: registration.project_title,
      ticketToken: token,
    };
    const sessions = await projectSchedule(unit.trx, registration.project_id);
    unit.send(
      mail.registrationPaid(
        summary(paid, paidAt),
        mail.ticketForReceipt(holder, sessions, unit.now),
      ),
    );
    return true;
  }
  const reason = "The payment arrived after the seat hold expired, and the project is full.";
  await transition(unit, registration.id, {
    from: ["paid"],
    to: "needs_refund",
    cause,
    set: { status_note: reason },
    emails: mail.refundNeeded(summary(paid, paidAt), reason),
    audit: {
      actor: { id: null, email: "system" },
      action: "registration.refund_needed",
      subject: registration.reference,
    },
  });
  return true;
}
