import { describe, expect, it } from "vitest";
import { createMailComposer } from "./messages";
import { renderEmail } from "./render";
import type { QueuedEmail } from "./outbox";
import { isSensitiveEmailTemplate } from "./templates";
import type { RegistrationSummary } from "./templates/RegistrationEmails";

const mail = createMailComposer({
  siteUrl: "https://kodeveda.example",
  staffEmail: "staff@kodeveda.example",
});

const registration: RegistrationSummary = {
  id: "0b1c2d3e-0000-4000-8000-000000000001",
  reference: "KV7K3M9Q2X",
  name: "Asha",
  email: "asha@example.com",
  phone: "9876543210",
  college: "CBIT",
  section: "A",
  year: "3rd Year",
  projectTitle: "Campus Connect",
  amountPaise: 50_000,
  paymentMethod: "stripe",
  under18: false,
  stripePaymentIntentId: "pi_123",
  razorpayPaymentId: null,
  upiUtr: null,
  paidAt: "2026-11-23T06:30:00.000Z",
};

/** Renders the one message a composer method queued, from props as the outbox stores them. */
async function renderOnly(messages: QueuedEmail[]) {
  expect(messages).toHaveLength(1);
  const [message] = messages;
  if (!message) throw new Error("no message");
  return {
    message,
    ...(await renderEmail(message.template, JSON.parse(JSON.stringify(message.props)))),
  };
}

describe("renderEmail", () => {
  it("renders a queued message from its template and stored props, escaping what people typed", async () => {
    const [staff] = mail.booking(
      {
        organizationName: "Vasavi <script>alert(1)</script> College",
        email: "tpo@vasavi.example",
        contactNumber: "+91 40 2345 6789",
        address: "Ibrahimbagh, Hyderabad",
        message: "Line one\nLine two",
      },
      "0b1c2d3e-0000-4000-8000-000000000002",
    );
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
      id: "0b1c2d3e-0000-4000-8000-000000000003",
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
      razorpayPaymentId: null,
      upiUtr: "123456789012",
      paidAt: "2026-11-23T06:30:00.000Z",
    });
    if (!receipt) throw new Error("no receipt");
    const { text } = await renderEmail(receipt.template, JSON.parse(JSON.stringify(receipt.props)));
    expect(text).toContain("₹500.00");
    expect(text).toContain("23 Nov 2026");
  });

  it("names the payment method and Razorpay's payment id on the receipt and the staff notice", async () => {
    const paid = {
      ...registration,
      paymentMethod: "razorpay",
      stripePaymentIntentId: null,
      razorpayPaymentId: "pay_Q1w2E3r4T5y6U7",
    } as const;
    const [receipt, toStaff] = mail.registrationPaid(paid);
    if (!receipt || !toStaff) throw new Error("no receipt or staff notice");
    for (const message of [receipt, toStaff]) {
      const { text } = await renderEmail(
        message.template,
        JSON.parse(JSON.stringify(message.props)),
      );
      expect(text).toContain("Razorpay, payment pay_Q1w2E3r4T5y6U7");
    }
    const { text: refunded } = await renderOnly(mail.registrationRefunded(paid));
    expect(refunded).toContain(
      "we have refunded ₹500.00 to the card, bank account or UPI app you paid with for registration KV7K3M9Q2X (Campus Connect).",
    );
  });

  it("tells the student a card registration is cancelled and the refund is under way", async () => {
    const { message, text } = await renderOnly(
      mail.registrationCancelled(registration, { kind: "refund_pending" }),
    );
    expect(message.template).toBe("registration-cancelled");
    expect(message.to).toBe("asha@example.com");
    expect(message.subject).toBe(
      "Your registration for Campus Connect is cancelled (KV7K3M9Q2X) | Kodeveda",
    );
    expect(text).toContain("Hello Asha");
    expect(text).toContain("KV7K3M9Q2X");
    expect(text).toContain("seat has been released");
    expect(text).toContain(
      "Your ₹500.00 card payment is being refunded to your card; banks usually take 5–7 working days to show it.",
    );
    expect(text).toContain("Reply to this email if you did not ask for this.");
  });

  it("gives the UPI refund's reference in a cancellation, and says no money was taken when none was", async () => {
    const { text: refunded } = await renderOnly(
      mail.registrationCancelled(
        { ...registration, paymentMethod: "upi", stripePaymentIntentId: null, upiUtr: "1234" },
        { kind: "refunded", refundReference: "UPIREF998877" },
      ),
    );
    expect(refunded).toContain(
      "We have refunded ₹500.00 by UPI; the refund's reference is UPIREF998877.",
    );
    const { text: cancelled } = await renderOnly(
      mail.registrationCancelled({ ...registration, paidAt: null }, { kind: "cancelled" }),
    );
    expect(cancelled).toContain("No money was taken");
    expect(cancelled).not.toContain("refund");
  });

  it("tells the student a card refund is complete", async () => {
    const { message, text } = await renderOnly(mail.registrationRefunded(registration));
    expect(message.template).toBe("registration-refunded");
    expect(message.subject).toBe("Refund completed: Campus Connect (KV7K3M9Q2X) | Kodeveda");
    expect(text).toContain("we have refunded ₹500.00 to your card");
  });

  it("alerts staff to a payment to refund, with the reason and the portal's link", async () => {
    const reason = "The card payment arrived after the last seat had gone to someone else.";
    const { message, text } = await renderOnly(mail.refundNeeded(registration, reason));
    expect(message.template).toBe("refund-needed-staff");
    expect(message.to).toBe("staff@kodeveda.example");
    expect(message.headers).toEqual({ "Reply-To": "asha@example.com" });
    expect(message.subject).toBe("Refund needed: KV7K3M9Q2X paid after Campus Connect filled up");
    expect(text).toContain(reason);
    expect(text).toContain("pi_123");
    expect(text).toContain("9876543210");
    expect(text).toContain("Cancel the registration in the portal to refund it");
    expect(text).toContain("https://kodeveda.example/admin/projects");
  });

  it("confirms a place on the waitlist", async () => {
    const { message, text } = await renderOnly(
      mail.waitlistJoined({
        name: "Ravi",
        email: "ravi@example.com",
        projectTitle: "Campus Connect",
      }),
    );
    expect(message.template).toBe("waitlist-joined");
    expect(message.to).toBe("ravi@example.com");
    expect(message.subject).toBe("You are on the waitlist for Campus Connect | Kodeveda");
    expect(text).toContain("you are on its waitlist");
    expect(text).toContain("holds it for you for 24 hours");
    expect(text).toContain("nothing to pay now");
  });

  it("offers a freed seat with its link in the body only and the hold's end in IST", async () => {
    const url = "https://kodeveda.example/projects/campus-connect/register?offer=s3cr3t-token";
    const { message, text, html } = await renderOnly(
      mail.waitlistOffer({
        name: "Ravi",
        email: "ravi@example.com",
        projectTitle: "Campus Connect",
        url,
        expiresAt: "2026-11-25T10:00:00.000Z",
      }),
    );
    expect(message.template).toBe("waitlist-offer");
    expect(isSensitiveEmailTemplate(message.template)).toBe(true);
    expect(message.subject).toBe(
      "A seat is free in Campus Connect: it is held for you for 24 hours | Kodeveda",
    );
    expect(message.subject).not.toContain("s3cr3t-token");
    expect(html).toContain(`href="${url}"`);
    expect(text).toContain("Register now");
    expect(text).toContain(url);
    expect(text).toContain("The seat is held for you until 25 Nov 2026, 3:30 pm IST.");
    expect(text).toContain("After that it goes to the next person waiting.");
  });

  it("asks the guardian to consent, escaping the student's name, with the link in the body only", async () => {
    const { message, text, html } = await renderOnly(
      mail.guardianConsentRequest("lakshmi@example.com", "s3cr3t-token", {
        guardianName: "Lakshmi",
        studentName: "<b>Asha</b>",
        studentEmail: "asha@example.com",
        projectTitle: "Campus Connect",
        amountPaise: 50_000,
        expiresAt: "2026-11-25T10:00:00.000Z",
      }),
    );
    expect(message.template).toBe("guardian-consent-request");
    expect(isSensitiveEmailTemplate(message.template)).toBe(true);
    expect(message.to).toBe("lakshmi@example.com");
    expect(message.subject).not.toContain("s3cr3t-token");
    const url = "https://kodeveda.example/guardian-consent?token=s3cr3t-token";
    expect(html).toContain(`href="${url}"`);
    expect(html).not.toContain("<b>Asha</b>");
    expect(text).toContain("₹500.00");
    expect(text).toContain("The link works once, until 25 Nov 2026, 3:30 pm IST.");
  });

  it("gives the student the pay link once the guardian consented", async () => {
    const { message, text } = await renderOnly(
      mail.guardianConsented({
        name: "Asha",
        email: "asha@example.com",
        projectTitle: "Campus Connect",
        reference: "KV7K3M9Q2X",
        amountPaise: 50_000,
        expiresAt: "2026-11-25T10:00:00.000Z",
      }),
    );
    expect(message.subject).toBe(
      "Your parent or guardian agreed: pay for Campus Connect (KV7K3M9Q2X) | Kodeveda",
    );
    expect(text).toContain("https://kodeveda.example/projects?pay=KV7K3M9Q2X");
    expect(text).toContain("Your seat is held until 25 Nov 2026, 3:30 pm IST.");
  });

  it("refuses a template it does not know", async () => {
    await expect(renderEmail("no-such-template", {})).rejects.toThrow("unknown email template");
  });
});
