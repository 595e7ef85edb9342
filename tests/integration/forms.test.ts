import { describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "#shared/content/legal";
import { countRows, postJsonTo } from "../support/http";
import { sentTo } from "../support/smtp-sink";
import { serverWithMail } from "../support/server-with-mail";
import { outboxIdle } from "../support/outbox-idle";

const staffEmail = "staff@kodeveda.test";
// Rate limiting has its own test: here every request must reach the form.
const site = serverWithMail({ STAFF_EMAIL: staffEmail, FORM_RATE_LIMIT: "1000" });
const { sink } = site;

const booking = {
  organizationName: "Vasavi College of Engineering",
  email: "tpo@vasavi.example",
  contactNumber: "+91 40 2345 6789",
  address: "Ibrahimbagh, Hyderabad, Telangana 500031",
  message: "A two-day React workshop for 60 third-year students in January.",
};

const contact = {
  name: "Priya Sharma",
  email: "priya@student.example",
  phone: "98765 43210",
  message: "Is there a weekend batch for the web development course?",
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJsonTo(site.server, path, body, headers);

const count = (table: "bookings" | "contact_messages" | "newsletter_subscribers") =>
  countRows(site.server, table);

describe("POST /api/bookings", () => {
  it("stores a booking once with the consent given, answers 201 and emails staff and the organisation", async () => {
    const before = await count("bookings");
    const response = await post("/api/bookings", { ...booking, email: "  tpo@vasavi.example " });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const stored = await site.server.database.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      organization_name: booking.organizationName,
      email: "tpo@vasavi.example",
      contact_number: booking.contactNumber,
      status: "new",
      consent_notice: privacyNoticeVersion,
    });
    expect(Date.parse(stored.consent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await count("bookings")).toBe(before + 1);

    const [toStaff] = await sink.waitFor(
      (email) => sentTo(staffEmail)(email) && email.text.includes(booking.message),
    );
    const [toOrganisation] = await sink.waitFor(sentTo("tpo@vasavi.example"));
    expect(toStaff?.subject).toBe(`New booking request: ${booking.organizationName}`);
    expect(toStaff?.text).toContain(booking.message);
    expect(toStaff?.headers.get("reply-to")).toMatchObject({ text: "tpo@vasavi.example" });
    expect(toOrganisation?.text).toContain("within 24 hours");
  });

  it.each([
    ["organizationName", "", "Organization name is required"],
    ["email", "", "Email is required"],
    ["email", "tpo.vasavi.example", "Please enter a valid email address"],
    ["contactNumber", "", "Contact number is required"],
    ["contactNumber", "040-2345-678", "Please enter a valid contact number"],
    ["message", "", "Message is required"],
    ["message", "Workshop", "Message must be at least 10 characters long"],
    ["address", "", "Address is required"],
  ])("answers %s = %j with 400 and “%s”, storing nothing", async (field, value, msg) => {
    const before = await count("bookings");
    const response = await post("/api/bookings", { ...booking, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ path: field, msg }] });
    expect(await count("bookings")).toBe(before);
  });

  it("refuses unknown fields, and bodies that are not an object, storing nothing", async () => {
    const before = await count("bookings");
    const unknown = await post("/api/bookings", { ...booking, status: "closed" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      errors: [{ path: "status", msg: "status is not a field of this form" }],
    });
    const array = await post("/api/bookings", [booking]);
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: "The request body must be a JSON object." });
    const pollution = await fetch(`${site.server.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"__proto__": {"admin": true}, ${JSON.stringify(booking).slice(1)}`,
    });
    expect(pollution.status).toBe(400);
    expect(await count("bookings")).toBe(before);
  });

  it("honours an Idempotency-Key: a retried request is stored once and answered alike", async () => {
    const before = await count("bookings");
    const headers = { "Idempotency-Key": "booking-retry-7f3a" };
    const first = await post("/api/bookings", booking, headers);
    const again = await post("/api/bookings", booking, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(
      ((await first.json()) as { id: string }).id,
    );
    expect(await count("bookings")).toBe(before + 1);
  });

  it("answers a bot that filled the hidden field as if it succeeded, and stores nothing", async () => {
    const before = await count("bookings");
    const response = await post("/api/bookings", { ...booking, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await count("bookings")).toBe(before);
  });
});

describe("POST /api/contact", () => {
  it("stores the message and promises a reply within one business day", async () => {
    const before = await count("contact_messages");
    const response = await post("/api/contact", { ...contact, phone: "+91 98765 43210" });
    expect(response.status).toBe(201);
    expect(await count("contact_messages")).toBe(before + 1);
    const [toStaff] = await sink.waitFor(
      (email) =>
        sentTo(staffEmail)(email) && email.subject === `New contact message from ${contact.name}`,
    );
    expect(toStaff?.text).toContain(contact.message);
    const [toSender] = await sink.waitFor(sentTo(contact.email));
    expect(toSender?.text).toContain("within one business day");
  });

  it.each([
    ["name", " ", "Name is required"],
    ["email", "priya", "Please enter a valid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "12-34", "Please enter a valid phone number"],
    ["message", "   Hi there   ", "Message must be at least 10 characters long"],
  ])("answers %s = %j with 400 and “%s”", async (field, value, msg) => {
    const before = await count("contact_messages");
    const response = await post("/api/contact", { ...contact, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ path: field, msg }] });
    expect(await count("contact_messages")).toBe(before);
  });
});

describe("the newsletter", () => {
  it("asks the address's owner to confirm, welcomes them once they do, and lets them leave", async () => {
    const email = "reader@student.example";
    for (const address of [email, "  Reader@Student.example  "]) {
      const response = await post("/api/newsletter", { email: address, source: "blog" });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: "subscribed" });
    }
    const stored = () =>
      site.server.database.db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", email)
        .execute();
    const pending = await stored();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: "pending", source: "blog", confirmed_at: null });

    // One confirmation, however often the box is used within the hour, and nothing else.
    const [confirmation] = await sink.waitFor(sentTo(email));
    await outboxIdle(site.server);
    expect(sink.received.filter(sentTo(email))).toHaveLength(1);
    expect(confirmation?.subject).toBe("Confirm your subscription to the Kodeveda newsletter");
    const confirmUrl = /(http\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(
      confirmation?.text ?? "",
    )?.[1];
    expect(confirmUrl).toBeDefined();
    const confirmPath = new URL(confirmUrl ?? "").pathname + new URL(confirmUrl ?? "").search;
    // The link only opens a page with a button: a mail scanner following it confirms nothing.
    const confirmPage = await (await fetch(`${site.server.url}${confirmPath}`)).text();
    expect(confirmPage).toContain("Confirm your subscription");
    expect(confirmPage).toContain("re••••@student.example");
    expect((await stored())[0]?.status).toBe("pending");

    const confirmed = await fetch(`${site.server.url}${confirmPath}`, {
      method: "POST",
      headers: { origin: site.server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(await confirmed.text()).toContain("You are subscribed");
    const subscribers = await stored();
    expect(subscribers[0]).toMatchObject({ status: "subscribed", confirmed_ip: "127.0.0.1" });
    expect(Date.parse(subscribers[0]?.confirmed_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const welcomes = await sink.waitFor(sentTo(email), 2);
    const welcome = welcomes.find((received) => received.subject.startsWith("Welcome"));
    const token = subscribers[0]?.unsubscribe_token ?? "";
    const link = `${site.server.config.siteUrl.origin}/api/newsletter/unsubscribe?token=${token}`;
    expect(welcome?.text).toContain(link);
    expect(welcome?.rawHeaders).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The link works once.
    const again = await (await fetch(`${site.server.url}${confirmPath}`)).text();
    expect(again).toContain("This confirmation link has expired or was already used");

    // Following the link leads to a page that asks first (mail scanners open links).
    const followed = await fetch(`${site.server.url}/api/newsletter/unsubscribe?token=${token}`, {
      redirect: "manual",
    });
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe(`/newsletter/unsubscribe?token=${token}`);
    const page = await (
      await fetch(`${site.server.url}/newsletter/unsubscribe?token=${token}`)
    ).text();
    expect(page).toContain("Unsubscribe from the newsletter?");
    expect(page).toContain("re••••@student.example");

    // A mail program's one-click unsubscribe (RFC 8058) posts a form.
    const oneClick = await fetch(`${site.server.url}/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const after = await site.server.database.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("unsubscribed");
    const gone = await (
      await fetch(`${site.server.url}/newsletter/unsubscribe?token=${token}`)
    ).text();
    expect(gone).toContain("You are already unsubscribed");
  });

  it("answers a bot exactly as a person, and stores nothing", async () => {
    const before = await count("newsletter_subscribers");
    const response = await post("/api/newsletter", {
      email: "bot@spam.example",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "subscribed" });
    expect(await count("newsletter_subscribers")).toBe(before);
  });

  it("answers an address without @ with the specification's message", async () => {
    const response = await post("/api/newsletter", { email: "reader.example" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ path: "email", msg: "Please enter a valid email." }],
    });
  });

  it.each([
    ["one character too long", "x".repeat(33)],
    ["far too long", "x".repeat(500)],
    ["outside the token's alphabet", `${"x".repeat(31)}!`],
    // PostgreSQL refuses a NUL in text: asked, it would fail the request.
    ["with a NUL", `${"x".repeat(31)}\0`],
  ])("answers an unsubscribe token %s as invalid at every entry point", async (_, token) => {
    const query = `token=${encodeURIComponent(token)}`;
    const link = `${site.server.url}/api/newsletter/unsubscribe?${query}`;
    const followed = await fetch(link, { redirect: "manual" });
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe("/newsletter/unsubscribe");

    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(404);
    expect(await oneClick.json()).toEqual({ error: "This unsubscribe link is not valid." });
    const inBody = await post("/api/newsletter/unsubscribe", { token });
    expect(inBody.status).toBe(404);

    const pageUrl = `${site.server.url}/newsletter/unsubscribe?${query}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This unsubscribe link is not valid");
    const confirmed = await fetch(pageUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("This unsubscribe link is not valid");
  });

  it("refuses an unsubscribe token that matches nobody", async () => {
    const response = await post("/api/newsletter/unsubscribe", { token: "x".repeat(32) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This unsubscribe link is not valid." });
  });
});
