import { paymentMethods, type PaymentMethod } from "#shared/domain/registrations";
import type { MethodTakings, PeriodTakings } from "#shared/schemas/dashboard";
import type { AppDatabase } from "../../db/connect";
import type { Range } from "./periods";

/** One method's money moved in the month, and in today's part of it. */
interface Moved {
  method: PaymentMethod;
  month: { n: number; paise: number };
  today: { n: number; paise: number };
}

/**
 * Registrations paid (by `paid_at`) or refunded (by `refunded_at`) in the month, per method,
 * with today's share counted in the same pass: today is always inside its month. Read from
 * the column's index alone (migration 0020). A registration paid and later refunded was still
 * paid: each counts where it happened.
 */
async function moved(
  db: AppDatabase["db"],
  column: "paid_at" | "refunded_at",
  month: Range,
  today: Range,
): Promise<Moved[]> {
  const rows = await db
    .selectFrom("registrations")
    .select((eb) => {
      const isToday = eb.and([eb(column, ">=", today.from), eb(column, "<", today.to)]);
      return [
        "payment_method",
        eb.fn.countAll().as("month_n"),
        eb.fn.sum("amount_paise").as("month_paise"),
        eb.fn.countAll().filterWhere(isToday).as("today_n"),
        eb.fn.sum("amount_paise").filterWhere(isToday).as("today_paise"),
      ];
    })
    .where(column, ">=", month.from)
    .where(column, "<", month.to)
    .groupBy("payment_method")
    .execute();
  // SUM of nothing is NULL, and PostgreSQL answers bigints as text.
  const number = (value: unknown) => Number(value ?? 0);
  return rows.map((row) => ({
    method: row.payment_method,
    month: { n: number(row.month_n), paise: number(row.month_paise) },
    today: { n: number(row.today_n), paise: number(row.today_paise) },
  }));
}

/** A period's takings from what was paid and refunded in it, methods in their usual order. */
function period(paid: Moved[], refunded: Moved[], part: "month" | "today"): PeriodTakings {
  const byMethod: MethodTakings[] = [];
  for (const method of paymentMethods) {
    const inPart = (rows: Moved[]) =>
      rows.find((row) => row.method === method)?.[part] ?? { n: 0, paise: 0 };
    const [payments, refunds] = [inPart(paid), inPart(refunded)];
    if (payments.n === 0 && refunds.n === 0) continue;
    byMethod.push({
      method,
      paid: payments.n,
      receivedPaise: payments.paise,
      refunded: refunds.n,
      refundedPaise: refunds.paise,
    });
  }
  const total = (of: (row: MethodTakings) => number) =>
    byMethod.reduce((sum, row) => sum + of(row), 0);
  return {
    paidRegistrations: total((row) => row.paid),
    receivedPaise: total((row) => row.receivedPaise),
    refundedPaise: total((row) => row.refundedPaise),
    byMethod,
  };
}

/** Today's and this month's payments and refunds. */
export async function takings(db: AppDatabase["db"], month: Range, today: Range) {
  const [paid, refunded] = await Promise.all([
    moved(db, "paid_at", month, today),
    moved(db, "refunded_at", month, today),
  ]);
  return { today: period(paid, refunded, "today"), month: period(paid, refunded, "month") };
}
