import { describe, expect, it } from "vitest";
import { findingOf } from "./reconciliation";

const payment = (overrides: Partial<Parameters<typeof findingOf>[0][number]> = {}) => ({
  id: "pay_Right000000001",
  status: "captured",
  amount: 50_000,
  currency: "INR",
  ...overrides,
});

describe("reading a Razorpay order's payments", () => {
  it("pays with the captured payment of the full fee in rupees", () => {
    expect(
      findingOf([payment({ id: "pay_Failed00000001", status: "failed" }), payment()], 50_000),
    ).toEqual({ kind: "paid", paymentId: "pay_Right000000001" });
  });

  it("leaves an order with nothing captured unpaid", () => {
    expect(findingOf([], 50_000)).toEqual({ kind: "unpaid" });
    expect(
      findingOf([payment({ status: "failed" }), payment({ status: "authorized" })], 50_000),
    ).toEqual({ kind: "unpaid" });
  });

  it("flags a captured payment of another amount or currency", () => {
    expect(findingOf([payment({ id: "pay_Short000000001", amount: 100 })], 50_000)).toEqual({
      kind: "wrong_amount",
      note: "Razorpay received 100 paise in INR (payment pay_Short000000001), not the fee of ₹500.00.",
    });
    expect(findingOf([payment({ currency: "USD" })], 50_000)).toMatchObject({
      kind: "wrong_amount",
    });
  });
});
