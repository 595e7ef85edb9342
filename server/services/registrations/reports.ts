import type { ExpressionBuilder } from "kysely";
import type { RegistrationStatusView, UpiSubmissionView } from "#shared/domain/registrations";
import type { DatabaseSchema } from "../../db/schema";
import type { BrowserReport, PaymentOrder } from "../../payments/gateway";
import { gatewayIdColumns, type GatewayIds } from "../../payments/gateway-ids";
import type { Commit } from "../unit-of-work";
import { orderLookup } from "./orders";
import { statusView, type RegistrationRecords } from "./records";
import type { upiPayments } from "./upi-payments";

/** The gateway's ids, each written only where none is kept yet. */
function keptOnce(eb: ExpressionBuilder<DatabaseSchema, "registrations">, ids: GatewayIds) {
  const set: Partial<Record<keyof GatewayIds, ReturnType<typeof eb.fn.coalesce>>> = {};
  for (const column of gatewayIdColumns) {
    const id = ids[column];
    if (id) set[column] = eb.fn.coalesce(column, eb.val(id));
  }
  return set;
}

/**
 * What a student's browser reports after paying, once its gateway has checked it. Money a
 * gateway has taken is recorded (the student reads "payment received, confirming") and the
 * seat held long enough for its signed event to arrive; a payment claimed outside the site
 * waits for staff (upi-payments.ts).
 */
export function browserReports(
  commit: Commit,
  records: RegistrationRecords,
  claims: ReturnType<typeof upiPayments>,
  { holdMinutes }: { holdMinutes: number },
) {
  const orders = orderLookup(records);

  async function taken(order: PaymentOrder, ids: GatewayIds): Promise<RegistrationStatusView> {
    const [registration] = order.registrations;
    await commit(async ({ trx, now }) => {
      await trx
        .updateTable("registrations")
        .set((eb) => ({
          checkout_verified_at: eb.fn.coalesce("checkout_verified_at", eb.val(now.toISOString())),
          ...keptOnce(eb, ids),
          updated_at: now.toISOString(),
        }))
        .where("id", "=", registration.id)
        .execute();
      const holdUntil = new Date(now.getTime() + holdMinutes * 60_000).toISOString();
      // Only ever longer: a consented student's hold may already run for hours.
      await trx
        .updateTable("registrations")
        .set({ hold_expires_at: holdUntil })
        .where("id", "=", registration.id)
        .where("status", "=", "pending_payment")
        .where("seat_held", "=", 1)
        .where((eb) =>
          eb.or([eb("hold_expires_at", "is", null), eb("hold_expires_at", "<", holdUntil)]),
        )
        .execute();
    });
    return statusView(await records.stored(registration.id));
  }

  /** `network`: where the report came from, for staff who reject made-up claims by it. */
  return async (
    report: BrowserReport,
    reference: string,
    input: unknown,
    network: string,
  ): Promise<RegistrationStatusView | UpiSubmissionView> => {
    const reported = await report.check(reference, input, orders);
    return reported.kind === "taken"
      ? taken(reported.order, reported.ids)
      : claims.submit(reference, reported.transactionReference, network);
  };
}
