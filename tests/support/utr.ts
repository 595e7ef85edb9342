import { upiReferenceAt } from "#shared/domain/upi-reference";

let sequence = Math.floor(Math.random() * 500_000);

/**
 * A UTR the field accepts (a payment made this hour, India time) that no other test has
 * handed in: UTRs are unique across registrations.
 */
export function recentUtr(): string {
  sequence += 1;
  return upiReferenceAt(new Date(), sequence);
}
