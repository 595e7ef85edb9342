import { paymentMethods, type PaymentMethod } from "#shared/domain/registrations";
import type { MethodTakings, PeriodTakings } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import type { DashboardPeriods, Range } from "./periods";
import { reusedCount } from "./reuse";

type Db = AppDatabase["db"];

/** Registrations paid (or refunded) in `range`, and their amount, per method. */
async function perMethod(db: Db, column: "paid_at" | "refunded_at", range: Range) {
  const rows = await db
    .selectFrom("registrations")
    .select((eb) => [
      "payment_method",
      eb.fn.countAll().as("n"),
      eb.fn.sum("amount_paise").as("paise"),
    ])
    .where(column, ">=", range.from)
    .where(column, "<", range.to)
    .groupBy("payment_method")
    .execute();
  // PostgreSQL answers counts and sums as text.
  return new Map(
    rows.map((row) => [row.payment_method, { n: Number(row.n), paise: Number(row.paise) }]),
  );
}

/**
 * Every method's payments and refunds in `range`, read from the index of when each happened
 * (migration 0020). A registration paid and later refunded was still paid: each counts where
 * it happened.
 */
async function moved(db: Db, range: Range): Promise<MethodTakings[]> {
  const [paid, refunded] = await Promise.all([
    perMethod(db, "paid_at", range),
    perMethod(db, "refunded_at", range),
  ]);
  return paymentMethods.map((method: PaymentMethod) => ({
    method,
    paid: paid.get(method)?.n ?? 0,
    receivedPaise: paid.get(method)?.paise ?? 0,
    refunded: refunded.get(method)?.n ?? 0,
    refundedPaise: refunded.get(method)?.paise ?? 0,
  }));
}

/** A period's takings from its parts, with only the methods that moved money in it. */
function period(...parts: MethodTakings[][]): PeriodTakings {
  const byMethod = paymentMethods
    .map((method) => {
      const rows = parts.flatMap((part) => part.filter((row) => row.method === method));
      const sum = (of: (row: MethodTakings) => number) =>
        rows.reduce((total, row) => total + of(row), 0);
      return {
        method,
        paid: sum((row) => row.paid),
        receivedPaise: sum((row) => row.receivedPaise),
        refunded: sum((row) => row.refunded),
        refundedPaise: sum((row) => row.refundedPaise),
      };
    })
    .filter((row) => row.paid > 0 || row.refunded > 0);
  const total = (of: (row: MethodTakings) => number) =>
    byMethod.reduce((sum, row) => sum + of(row), 0);
  return {
    paidRegistrations: total((row) => row.paid),
    receivedPaise: total((row) => row.receivedPaise),
    refundedPaise: total((row) => row.refundedPaise),
    byMethod,
  };
}

/**
 * Today's and this month's payments and refunds: today counted on every call, the month's
 * days before it reused (reuse.ts).
 */
export function takings(db: Db) {
  const earlierDays = reusedCount<MethodTakings[]>();
  return async ({ month, today }: DashboardPeriods, now: Date) => {
    const [earlier, todays] = await Promise.all([
      earlierDays(`${month.from}/${today.from}`, now, () =>
        moved(db, { from: month.from, to: today.from }),
      ),
      moved(db, today),
    ]);
    return { today: period(todays), month: period(earlier, todays) };
  };
}
