import type { MailComposer } from "../../mail/messages";
import type { QueuedEmail } from "../../mail/outbox";
import type { Registration } from "../registrations/records";
import type { UnitOfWork } from "../unit-of-work";
import { projectSchedule } from "./schedule";

/**
 * The email that tells a paid student their registration is cancelled or refunded, carrying
 * the cancellation of every session still ahead for their calendar. A registration that never
 * held a ticket (nothing was paid, or it was paid too late for a seat) has nothing to remove.
 */
export async function withSessionsWithdrawn(
  unit: UnitOfWork,
  registration: Registration,
  mail: MailComposer,
  emails: QueuedEmail[],
): Promise<QueuedEmail[]> {
  if (registration.status !== "paid") return emails;
  const ticket = await unit.trx
    .selectFrom("tickets")
    .select("token")
    .where("registration_id", "=", registration.id)
    .executeTakeFirst();
  if (!ticket) return emails;
  const calendar = mail.ticketWithdrawn(
    {
      registrationId: registration.id,
      name: registration.name,
      email: registration.email,
      reference: registration.reference,
      projectTitle: registration.project_title,
      ticketToken: ticket.token,
    },
    await projectSchedule(unit.trx, registration.project_id),
    unit.now,
  );
  if (calendar.length === 0) return emails;
  // The first email is the student's (the registration's emails list theirs first).
  return emails.map((email, index) =>
    index === 0 && email.to === registration.email ? { ...email, calendar } : email,
  );
}
