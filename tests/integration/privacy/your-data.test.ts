import { strFromU8, unzipSync } from "fflate";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import {
  accessLinksPerAddressPerHour,
  accessLinksPerNetworkPer10Minutes,
  accessLinkValidMinutes,
  dataRequestReferencePattern,
} from "#shared/domain/privacy";
import { yourDataMessages } from "#server/api/your-data";
import { signUpVisitor, uniqueStudentEmail } from "../../support/accounts";
import { postFromSite } from "../../support/http";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithMail } from "../../support/server-with-mail";
import { sentTo } from "../../support/smtp-sink";
import { studentRegistration } from "../../support/students";
import { lastCharacterChanged } from "../../support/forged-token";

const officer = "grievances@kodeveda.test";
const site = serverWithMail({
  FORM_RATE_LIMIT: "1000",
  TRUST_PROXY: "true",
  UPI_VPA: "kodeveda@okaxis",
  UPI_PAYEE_NAME: "Kodeveda Technologies",
  GRIEVANCE_OFFICER_NAME: "Meera Iyer",
  GRIEVANCE_OFFICER_EMAIL: officer,
});
const { sink } = site;

let network = 0;
/** A client network of its own, so one test's requests do not use up another's limit. */
const ownNetwork = () => ({ "x-forwarded-for": `198.51.100.${++network}` });

const linkSubject = "Your link to see your data";

/** The "Your data" links mailed to `email`, oldest first. */
async function linkTokens(email: string, count = 1): Promise<string[]> {
  await outboxIdle(site.server);
  const mails = await sink.waitFor(
    (mail) => sentTo(email)(mail) && mail.subject.startsWith(linkSubject),
    count,
  );
  return mails.map((mail) => /your-data\?token=([\w-]{32})/.exec(mail.text)?.[1] ?? "");
}

const requestLink = (email: string, headers = ownNetwork()) =>
  postFromSite(site.server, "/api/your-data/link", { email }, headers);

/** Asks for a link, opens it and returns the session's cookie, as the person's browser would. */
async function openSession(email: string): Promise<string> {
  expect((await requestLink(email)).status).toBe(202);
  const [token = ""] = await linkTokens(email);
  const opened = await postFromSite(site.server, "/api/your-data/open", { token });
  expect(opened.status).toBe(200);
  const setCookie = opened.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^your_data=[\w-]{32}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
  return setCookie.split(";")[0] ?? "";
}

const getWith = (path: string, cookie: string) =>
  fetch(`${site.server.url}${path}`, { headers: { cookie } });

interface Summary {
  email: string;
  sections: Array<{ table: string; title: string; items: Array<{ fields: unknown[] }> }>;
  records: Array<{ table: string; id: string; fields: Array<{ column: string; value: string }> }>;
}

const requestsOf = (email: string) =>
  site.server.database.db
    .selectFrom("data_requests")
    .selectAll()
    .where("email", "=", email)
    .orderBy("created_at")
    .execute();

/** A booking, a contact message, a registration and a confirmed subscription for `email`. */
async function holdEverything(email: string) {
  const { server } = site;
  const headers = ownNetwork();
  const booking = await postFromSite(
    server,
    "/api/bookings",
    {
      organizationName: "CBIT Hyderabad",
      email,
      contactNumber: "+91 98480 22338",
      address: "Gandipet, Hyderabad",
      message: "Two days of cloud training for 60 students.",
    },
    headers,
  );
  expect(booking.status).toBe(201);
  const contact = await postFromSite(
    server,
    "/api/contact",
    {
      name: "Ananya Reddy",
      email,
      phone: "+91 98480 22338",
      message: "Do you run weekend batches?",
    },
    headers,
  );
  expect(contact.status).toBe(201);
  const registration = await postFromSite(
    server,
    "/api/register",
    studentRegistration(pipelineProjects[0]!.id, { email, name: "Ananya Reddy" }),
    headers,
  );
  expect(registration.status).toBe(201);
  await server.services.newsletter.subscribe({ email });
}

describe("asking for a link", () => {
  it("answers the same for an address we hold and one we do not, and mails both", async () => {
    const known = uniqueStudentEmail("known");
    const unknown = uniqueStudentEmail("unknown");
    await site.server.services.newsletter.subscribe({ email: known });

    const answers = await Promise.all(
      [known, unknown].map(async (email) => {
        const response = await requestLink(email);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ status: "sent" }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(await linkTokens(known)).toHaveLength(1);
    expect(await linkTokens(unknown)).toHaveLength(1);
  });

  it("asks for a valid address, in the form's words", async () => {
    const response = await requestLink("not-an-address");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ path: "email", msg: "Please enter a valid email address" }],
    });
  });

  it(`sends at most ${accessLinksPerAddressPerHour} links to one address in an hour`, async () => {
    const email = uniqueStudentEmail("often");
    const { access } = site.server.services.privacy;
    const start = new Date(Date.now() - 2 * 60 * 60_000);
    for (let minute = 0; minute < accessLinksPerAddressPerHour + 1; minute++) {
      await access.requestLink(email, new Date(start.getTime() + minute * 60_000));
    }
    await linkTokens(email, accessLinksPerAddressPerHour);
    await outboxIdle(site.server);
    expect(sink.received.filter(sentTo(email))).toHaveLength(accessLinksPerAddressPerHour);

    // An hour after the first, another may go.
    await access.requestLink(email, new Date(start.getTime() + 61 * 60_000));
    await linkTokens(email, accessLinksPerAddressPerHour + 1);
  });

  it("sends every link asked for at the same moment, and still no more than the limit to one address", async () => {
    const { access } = site.server.services.privacy;
    const others = Array.from({ length: 4 }, () => uniqueStudentEmail("together"));
    const same = uniqueStudentEmail("together-same");
    await Promise.all([
      ...others.map((email) => access.requestLink(email)),
      ...Array.from({ length: accessLinksPerAddressPerHour + 2 }, () => access.requestLink(same)),
    ]);
    for (const email of others) expect(await linkTokens(email)).toHaveLength(1);
    await linkTokens(same, accessLinksPerAddressPerHour);
    await outboxIdle(site.server);
    expect(sink.received.filter(sentTo(same))).toHaveLength(accessLinksPerAddressPerHour);
  });

  it(`answers 429 to the ${accessLinksPerNetworkPer10Minutes + 1}th request from one network in ten minutes`, async () => {
    const headers = ownNetwork();
    for (let request = 0; request < accessLinksPerNetworkPer10Minutes; request++) {
      expect((await requestLink(uniqueStudentEmail("flood"), headers)).status).toBe(202);
    }
    const refused = await requestLink(uniqueStudentEmail("flood"), headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await refused.json()) as unknown).toEqual({
      error: "Too many requests from your network. Please wait ten minutes and try again.",
    });
    // Another network is not affected.
    expect((await requestLink(uniqueStudentEmail("flood"))).status).toBe(202);
  });
});

describe("opening the link", () => {
  it("opens once, and refuses a forged, an expired and a used link", async () => {
    const { access } = site.server.services.privacy;
    const email = uniqueStudentEmail("opener");
    const sent = new Date();
    await access.requestLink(email, sent);
    const [token = ""] = await linkTokens(email);

    for (const forged of ["x".repeat(32), lastCharacterChanged(token), "", "../../etc", 42]) {
      expect(await access.openLink(forged)).toBeUndefined();
    }
    const lapsed = new Date(sent.getTime() + accessLinkValidMinutes * 60_000 + 1);
    expect(await access.openLink(token, lapsed)).toBeUndefined();

    const opened = await postFromSite(site.server, "/api/your-data/open", { token });
    expect(opened.status).toBe(200);
    const reused = await postFromSite(site.server, "/api/your-data/open", { token });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toEqual({ error: yourDataMessages.badLink });

    // The database keeps only hashes of the link and of the session.
    const cookie = opened.headers.get("set-cookie")?.split(";")[0]?.split("=")[1] ?? "";
    const stored = JSON.stringify(
      await site.server.database.db
        .selectFrom("data_access_links")
        .selectAll()
        .where("email", "=", email)
        .execute(),
    );
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(cookie);
  });

  it("ends the session after 30 minutes", async () => {
    const email = uniqueStudentEmail("lapsing");
    const cookie = await openSession(email);
    const secret = cookie.split("=")[1] ?? "";
    const { access } = site.server.services.privacy;
    const headers = new Headers({ cookie });
    expect(await access.personFor(headers)).toBe(email);
    expect(await access.personFor(headers, new Date(Date.now() + 31 * 60_000))).toBeUndefined();
    expect(await access.personFor(new Headers({ cookie: `your_data=${secret}x` }))).toBeUndefined();
  });

  it("refuses everything past the link without a session", async () => {
    for (const path of ["/api/your-data", "/api/your-data/download"]) {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const forged = await getWith("/api/your-data", `your_data=${"x".repeat(32)}`);
    expect(forged.status).toBe(401);
    const erase = await postFromSite(site.server, "/api/your-data/erasure", { confirm: true });
    expect(erase.status).toBe(401);
    const other = await postFromSite(
      site.server,
      "/api/your-data/nominations",
      { name: "Lakshmi Reddy", email: "lakshmi@family.example" },
      { cookie: `your_data=${"x".repeat(32)}`, origin: "https://elsewhere.example" },
    );
    expect(other.status).toBe(403);
  });
});

describe("with a session", () => {
  it("lists and downloads what every table holds for the address", async () => {
    const email = uniqueStudentEmail("holder");
    await holdEverything(email);
    const cookie = await openSession(email);

    const response = await getWith("/api/your-data", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const summary = (await response.json()) as Summary;
    expect(summary.email).toBe(email);
    const tables = summary.sections.map((section) => section.table);
    for (const table of [
      "registrations",
      "bookings",
      "contact_messages",
      "newsletter_subscribers",
      "email_outbox",
    ]) {
      expect(tables, table).toContain(table);
    }
    const text = JSON.stringify(summary.sections);
    expect(text).toContain("Do you run weekend batches?");
    expect(text).toContain("Gandipet, Hyderabad");
    expect(text).toContain("CBIT Hyderabad");
    // Secrets are never shown.
    expect(text).not.toMatch(/unsubscribe_token|Unsubscribe token|Token hash/);
    expect(summary.records.map((record) => record.table).sort()).toEqual([
      "bookings",
      "contact_messages",
      "registrations",
    ]);

    const download = await getWith("/api/your-data/download", cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toBe("attachment; filename=your-data.zip");
    expect(download.headers.get("cache-control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "your-data.json",
        "registrations.csv",
        "bookings.csv",
        "contact_messages.csv",
        "newsletter_subscribers.csv",
      ]),
    );
    const json = JSON.parse(strFromU8(files["your-data.json"]!)) as {
      email: string;
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(json.email).toBe(email);
    expect(json.tables.registrations?.[0]).toMatchObject({ email, name: "Ananya Reddy" });
    expect(json.tables.bookings?.[0]).toMatchObject({ address: "Gandipet, Hyderabad" });
    expect(strFromU8(files["contact_messages.csv"]!)).toContain("Do you run weekend batches?");

    const [access] = await requestsOf(email);
    expect(access).toMatchObject({ kind: "access", status: "completed", answered_by: "self" });
  });

  it("files a correction and a nomination as open requests, acknowledged with the reference and due date", async () => {
    const email = uniqueStudentEmail("corrector");
    await holdEverything(email);
    const cookie = await openSession(email);
    const summary = (await (await getWith("/api/your-data", cookie)).json()) as Summary;
    const booking = summary.records.find((record) => record.table === "bookings")!;

    const refused = await postFromSite(
      site.server,
      "/api/your-data/corrections",
      { table: "bookings", id: booking.id, changes: { status: "confirmed" } },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      errors: [{ path: "changes", msg: "These fields cannot be corrected: status." }],
    });
    const notTheirs = await postFromSite(
      site.server,
      "/api/your-data/corrections",
      { table: "bookings", id: "00000000-0000-4000-8000-000000000000", changes: { address: "x" } },
      { cookie },
    );
    expect(notTheirs.status).toBe(404);

    const corrected = await postFromSite(
      site.server,
      "/api/your-data/corrections",
      { table: "bookings", id: booking.id, changes: { address: "Kokapet, Hyderabad" } },
      { cookie },
    );
    expect(corrected.status).toBe(201);
    const correction = (await corrected.json()) as { reference: string; dueAt: string };
    expect(correction.reference).toMatch(dataRequestReferencePattern);

    const nominated = await postFromSite(
      site.server,
      "/api/your-data/nominations",
      { name: "Lakshmi Reddy", email: "lakshmi@family.example" },
      { cookie },
    );
    expect(nominated.status).toBe(201);
    const nomination = (await nominated.json()) as { reference: string };

    const requests = await requestsOf(email);
    expect(requests.map(({ kind, status }) => ({ kind, status }))).toEqual([
      { kind: "correction", status: "open" },
      { kind: "nomination", status: "open" },
    ]);
    expect(JSON.parse(requests[0]?.details ?? "{}")).toEqual({
      table: "bookings",
      id: booking.id,
      changes: { address: "Kokapet, Hyderabad" },
    });
    // Nothing is changed until staff apply it.
    const stored = await site.server.database.db
      .selectFrom("bookings")
      .select("address")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.address).toBe("Gandipet, Hyderabad");
    // The address itself is how a person proves who they are: it is not corrected to another.
    const newAddress = await postFromSite(
      site.server,
      "/api/your-data/corrections",
      { table: "bookings", id: booking.id, changes: { email: "someone.else@college.example" } },
      { cookie },
    );
    expect(newAddress.status).toBe(400);

    await outboxIdle(site.server);
    for (const reference of [correction.reference, nomination.reference]) {
      const [ack] = await sink.waitFor(
        (mail) => sentTo(email)(mail) && mail.subject.includes(reference),
      );
      expect(ack?.text).toContain(reference);
      expect(ack?.text).toMatch(/We will answer by\s+\d{1,2} \w+ \d{4}/);
    }

    // Staff completing the request applies exactly what the person asked for.
    await site.server.services.privacy.queue.complete(
      { id: null, email: "office@kodeveda.test" },
      correction.reference,
      {},
    );
    const applied = await site.server.database.db
      .selectFrom("bookings")
      .select("address")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(applied.address).toBe("Kokapet, Hyderabad");
  });

  it("withdraws consent: unsubscribes without sending a queued copy, and deletes a visitor account", async () => {
    const { server } = site;
    const email = uniqueStudentEmail("withdrawer");
    await server.services.newsletter.subscribe({ email }, new Date(Date.now() - 60 * 60_000));
    await outboxIdle(server);
    const [confirm] = await sink.waitFor(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("Confirm"),
    );
    const confirmToken = /confirm\?token=([\w-]{32})/.exec(confirm?.text ?? "")?.[1];
    expect(await server.services.newsletter.confirm(confirmToken, "127.0.0.1")).toBe(true);
    const visitor = await signUpVisitor(server, email);
    const cookie = await openSession(email);

    const nothing = await postFromSite(server, "/api/your-data/withdrawal", {}, { cookie });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({
      errors: [{ path: "newsletter", msg: "Please choose what to withdraw" }],
    });

    const withdrawn = await postFromSite(
      server,
      "/api/your-data/withdrawal",
      { newsletter: true, account: true },
      { cookie },
    );
    expect(withdrawn.status).toBe(200);
    const subscriber = await server.database.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("unsubscribed");
    const { rows } = await sql`select id from "user" where email = ${email}`.execute(
      server.database.db,
    );
    expect(rows).toHaveLength(0);
    const session = await fetch(`${server.url}/api/account/get-session`, {
      headers: { cookie: visitor.cookie },
    });
    expect(await session.json()).toBeNull();
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({
      kind: "withdrawal",
      status: "completed",
      outcome: "Unsubscribed from the newsletter; Deleted the account",
    });
  });

  it("never deletes a staff account", async () => {
    const { server } = site;
    const staff = uniqueStudentEmail("staffer");
    await signUpVisitor(server, staff);
    await sql`update "user" set role = 'editor' where email = ${staff}`.execute(server.database.db);
    const outcome = await server.services.privacy.access.withdraw(staff, { account: true });
    expect(outcome.reference).toMatch(dataRequestReferencePattern);
    const { rows } = await sql`select id from "user" where email = ${staff}`.execute(
      server.database.db,
    );
    expect(rows).toHaveLength(1);
  });

  it("lets a signed-in visitor with a confirmed address in without the link", async () => {
    const { server } = site;
    const email = uniqueStudentEmail("signedin");
    await server.services.newsletter.subscribe({ email });
    const visitor = await signUpVisitor(server, email);
    const unconfirmed = await getWith("/api/your-data", visitor.cookie);
    expect(unconfirmed.status).toBe(401);

    await sql`update "user" set "emailVerified" = ${server.database.dialect === "postgres" ? sql`true` : sql`1`} where email = ${email}`.execute(
      server.database.db,
    );
    const confirmed = await getWith("/api/your-data", visitor.cookie);
    expect(confirmed.status).toBe(200);
    const summary = (await confirmed.json()) as Summary;
    expect(summary.email).toBe(email);
    expect(summary.sections.map((section) => section.table)).toContain("user");

    const page = await getWith("/your-data", visitor.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("Download my data");
  });
});

describe("grievances", () => {
  it("files a grievance, acknowledges it and tells the grievance officer", async () => {
    const email = uniqueStudentEmail("aggrieved");
    const invalid = await postFromSite(
      site.server,
      "/api/your-data/grievances",
      { name: "", email, message: "short" },
      ownNetwork(),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      errors: [
        { path: "name", msg: "Name is required" },
        { path: "message", msg: "Message must be at least 10 characters long" },
      ],
    });

    const response = await postFromSite(
      site.server,
      "/api/your-data/grievances",
      { name: "Ananya Reddy", email, message: "You kept mailing me after I unsubscribed." },
      ownNetwork(),
    );
    expect(response.status).toBe(201);
    const { reference, dueAt } = (await response.json()) as { reference: string; dueAt: string };
    expect(reference).toMatch(dataRequestReferencePattern);
    const days = (Date.parse(dueAt) - Date.now()) / (24 * 60 * 60_000);
    expect(Math.round(days)).toBe(site.server.config.privacy.grievanceResponseDays);

    await outboxIdle(site.server);
    const [ack] = await sink.waitFor(
      (mail) => sentTo(email)(mail) && mail.subject.includes(reference),
    );
    expect(ack?.text).toContain(reference);
    expect(ack?.text).toContain("Grievance");
    // It repeats nothing the sender wrote: anyone can type a stranger's address.
    expect(ack?.text).not.toContain("kept mailing me");
    const [toOfficer] = await sink.waitFor(
      (mail) => sentTo(officer)(mail) && mail.subject.includes(reference),
    );
    expect(toOfficer?.text).toContain("You kept mailing me after I unsubscribed.");
    expect(toOfficer?.text).toContain(email);
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({ kind: "grievance", status: "open", name: "Ananya Reddy" });
  });
});

describe("the page", () => {
  it("opens the session with its Show my data button, without JavaScript", async () => {
    const email = uniqueStudentEmail("nojs");
    expect((await requestLink(email)).status).toBe(202);
    const [token = ""] = await linkTokens(email);
    const page = await fetch(`${site.server.url}/your-data?token=${token}`);
    const html = await page.text();
    expect(html).toContain("Show my data");
    const action = /<form[^>]* action="([^"]+)" method="post"/
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(action).toBe(`/your-data?token=${token}`);

    const foreign = await fetch(`${site.server.url}${action}`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
      redirect: "manual",
    });
    expect(foreign.status).toBe(403);
    const opened = await fetch(`${site.server.url}${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/your-data");
    const cookie = opened.headers.get("set-cookie")?.split(";")[0] ?? "";
    const mine = await getWith("/your-data", cookie);
    expect(await mine.text()).toContain("Download my data");

    const again = await fetch(`${site.server.url}${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(await again.text()).toContain("This link has expired or was already used");
  });

  it("is rendered per request, never kept, and not indexed", async () => {
    for (const path of ["/your-data", `/your-data?token=${"x".repeat(32)}`]) {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain('content="noindex');
    }
    const form = await (await fetch(`${site.server.url}/your-data`)).text();
    expect(form).toContain("Send me a link");
    expect(form).toContain("Meera Iyer");
  });
});
