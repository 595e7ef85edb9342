import { describe, expect, it } from "vitest";
import { postJsonTo } from "../support/http";
import { sentTo, type ReceivedEmail } from "../support/smtp-sink";
import { serverWithMail } from "../support/server-with-mail";

const staffEmail = "staff@kodeveda.test";
const site = serverWithMail({
  STAFF_EMAIL: staffEmail,
  FORM_RATE_LIMIT: "1000",
});
const { sink } = site;

/**
 * What someone using the forms to mail a stranger (the address they type) would write: a link
 * in the name or organisation, a pitch in the message and the address.
 */
const link = "<a href=https://evil.example>CLICK</a> Win a prize";
const pitch = "Claim your reward at evil.example today, Win a prize";
const traces = ["evil.example", "CLICK", "Win a prize", "reward"];

const post = (route: string, body: unknown) => postJsonTo(site.server, route, body);

async function outboxProps(template: string, to: string): Promise<string> {
  const row = await site.server.database.db
    .selectFrom("email_outbox")
    .select("props")
    .where("template", "=", template)
    .where("to_address", "=", to)
    .executeTakeFirstOrThrow();
  return row.props ?? "";
}

function expectNoTraces(mail: ReceivedEmail, stored: string) {
  for (const trace of traces) {
    expect(mail.subject, trace).not.toContain(trace);
    expect(mail.text, trace).not.toContain(trace);
    expect(mail.html, trace).not.toContain(trace);
    expect(stored, trace).not.toContain(trace);
  }
}

/** Staff get everything as it was typed: as text, and escaped in the HTML. */
async function expectAllForStaff(subject: string, typed: string[]) {
  const [toStaff] = await sink.waitFor(
    (mail) => sentTo(staffEmail)(mail) && mail.subject.startsWith(subject),
  );
  for (const text of typed) expect(toStaff!.text).toContain(text);
  expect(toStaff!.html).toContain("&lt;a href=https://evil.example&gt;CLICK&lt;/a&gt; Win a prize");
  expect(toStaff!.html).not.toContain("<a href=https://evil.example>");
}

describe("acknowledgements to the address a visitor typed", () => {
  it("repeat nothing of a contact message: the text goes to staff only", async () => {
    const victim = "victim-contact@example.com";
    const phone = "97000 11223";
    const response = await post("/api/contact", {
      name: link,
      email: victim,
      phone,
      message: pitch,
    });
    expect(response.status).toBe(201);

    const [toSender] = await sink.waitFor(sentTo(victim));
    expect(toSender!.text).toContain("within one business day");
    expectNoTraces(toSender!, await outboxProps("contact-acknowledgement", victim));
    expect(toSender!.text).not.toContain(phone);

    await expectAllForStaff("New contact message", [link, pitch, phone]);
  });

  it("repeat nothing of a booking request: the text goes to staff only", async () => {
    const victim = "victim-booking@example.com";
    const address = "Prize desk, evil.example";
    const contactNumber = "+91 40 2345 6789";
    const response = await post("/api/bookings", {
      organizationName: link,
      email: victim,
      contactNumber,
      address,
      message: pitch,
    });
    expect(response.status).toBe(201);

    const [toSender] = await sink.waitFor(sentTo(victim));
    expect(toSender!.text).toContain("within 24 hours");
    expectNoTraces(toSender!, await outboxProps("booking-acknowledgement", victim));
    expect(toSender!.text).not.toContain(contactNumber);

    await expectAllForStaff("New booking request", [link, pitch, address, contactNumber]);
  });
});
