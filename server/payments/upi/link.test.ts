import { describe, expect, it } from "vitest";
import { upiAmount, upiPaymentLink } from "./link";

describe("UPI payment link", () => {
  const payment = {
    vpa: "kodeveda@okaxis",
    payeeName: "Kodeveda",
    amountPaise: 50_000,
    reference: "KV7K4M9QXZ",
    note: "Hostel Mess Feedback App",
  };

  it("carries payee, amount in rupees, currency, reference and note in NPCI's order", () => {
    expect(upiPaymentLink(payment)).toBe(
      "upi://pay?pa=kodeveda%40okaxis&pn=Kodeveda&am=500.00&cu=INR&tr=KV7K4M9QXZ&tn=Hostel%20Mess%20Feedback%20App",
    );
  });

  it("encodes every reserved character so a name cannot add or change a parameter", () => {
    const link = upiPaymentLink({ ...payment, payeeName: "A&B Tech=Co+ 100%", note: "Q&A #1?" });
    const params = new URL(link.replace("upi://", "https://upi.invalid/")).searchParams;
    expect(params.get("pn")).toBe("A&B Tech=Co+ 100%");
    expect(params.get("tn")).toBe("Q&A #1?");
    expect([...params.keys()]).toEqual(["pa", "pn", "am", "cu", "tr", "tn"]);
    expect(link).not.toContain("+");
  });

  it("shortens a long note instead of producing a link apps refuse", () => {
    const params = new URL(
      upiPaymentLink({ ...payment, note: "x".repeat(80) }).replace("upi://", "https://u.invalid/"),
    ).searchParams;
    expect(params.get("tn")).toHaveLength(50);
  });

  it("writes amounts with two decimals", () => {
    expect(upiAmount(50_000)).toBe("500.00");
    expect(upiAmount(12_345)).toBe("123.45");
    expect(upiAmount(100)).toBe("1.00");
  });
});
