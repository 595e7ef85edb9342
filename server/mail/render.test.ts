import { describe, expect, it } from "vitest";
import { createMailComposer } from "./messages";
import { renderEmail } from "./render";

const mail = createMailComposer({
  siteUrl: "https://kodeveda.example",
  staffEmail: "staff@kodeveda.example",
});

describe("renderEmail", () => {
  it("renders a queued message from its template and stored props, escaping what people typed", async () => {
    const [staff] = mail.booking({
      organizationName: "Vasavi <script>alert(1)</script> College",
      email: "tpo@vasavi.example",
      contactNumber: "+91 40 2345 6789",
      address: "Ibrahimbagh, Hyderabad",
      message: "Line one\nLine two",
    });
    if (!staff) throw new Error("no staff email");
    // What the outbox stores and reads back.
    const stored = JSON.parse(JSON.stringify(staff.props)) as unknown;
    const { html, text } = await renderEmail(staff.template, stored);
    expect(html).toContain("Vasavi &lt;script&gt;alert(1)&lt;/script&gt; College");
    expect(html).not.toContain("<script>");
    expect(text).toContain("Vasavi <script>alert(1)</script> College");
    expect(text).toContain("tpo@vasavi.example");
    expect(text).not.toContain("<p");
  });

  it("renders receipts with the payment date stored as text", async () => {
    const [receipt] = mail.registrationPaid({
      reference: "KV7K3M9Q2X",
      name: "Asha",
      email: "asha@example.com",
      phone: "9876543210",
      college: "CBIT",
      section: "A",
      year: "3rd Year",
      projectTitle: "Campus Connect",
      amountPaise: 50_000,
      paymentMethod: "upi",
      under18: false,
      stripePaymentIntentId: null,
      upiUtr: "123456789012",
      paidAt: "2026-11-23T06:30:00.000Z",
    });
    if (!receipt) throw new Error("no receipt");
    const { text } = await renderEmail(receipt.template, JSON.parse(JSON.stringify(receipt.props)));
    expect(text).toContain("₹500.00");
    expect(text).toContain("23 Nov 2026");
  });

  it("refuses a template it does not know", async () => {
    await expect(renderEmail("no-such-template", {})).rejects.toThrow("unknown email template");
  });
});
