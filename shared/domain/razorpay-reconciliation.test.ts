import { describe, expect, it } from "vitest";
import {
  noneChecked,
  reconciliationSentence,
  type RazorpayReconciliation,
} from "./razorpay-reconciliation";

const run = (counts: Partial<RazorpayReconciliation>): RazorpayReconciliation => ({
  ...noneChecked(),
  ...counts,
});

describe("what staff read after checking Razorpay", () => {
  it("says what was paid and what is still unpaid", () => {
    expect(reconciliationSentence(run({ checked: 3, paid: 1, unpaid: 2 }))).toBe(
      "Checked 3 payments: 1 was paid and is now confirmed, 2 are still unpaid.",
    );
    expect(reconciliationSentence(run({ checked: 1, unpaid: 1 }))).toBe(
      "Checked 1 payment: 1 is still unpaid.",
    );
    expect(reconciliationSentence(run({ checked: 2, paid: 2 }))).toBe(
      "Checked 2 payments: 2 were paid and are now confirmed.",
    );
  });

  it("names wrong amounts and orders Razorpay did not answer for", () => {
    expect(reconciliationSentence(run({ checked: 3, flagged: 1, failed: 2 }))).toBe(
      "Checked 3 payments: 1 was paid a different amount and needs a look (see its status note), Razorpay did not answer for 2; check again in a minute.",
    );
  });

  it("says when nothing was waiting", () => {
    expect(reconciliationSentence(run({}))).toBe(
      "No Razorpay payments were waiting to be checked.",
    );
  });
});
