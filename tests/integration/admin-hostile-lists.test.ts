import { beforeAll, describe, expect, it } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { postForm } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";

const adminEmail = "lists@kodeveda.test";
const adminPassword = "hostile lists password";
const portal = serverWithAdmin({ email: adminEmail, password: adminPassword });

const consent = {
  consent_notice: "privacy-notice-2026-11",
  consent_at: "2001-01-01T00:00:00.000Z",
};
const at = (day: number) => `2001-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;

/** What a spreadsheet would run, and the text cell each must come out as. */
const formulaCells: Array<[value: string, cell: string]> = [
  ["semi;=1+1", `"semi;=1+1"`],
  [`=HYPERLINK("x")`, `"'=HYPERLINK(""x"")"`],
  ["+1", `"'+1"`],
  ["-1", `"'-1"`],
  ["@SUM(A1)", `"'@SUM(A1)"`],
  ["\tx", `"'\tx"`],
  ["\rx", `"'\rx"`],
  // Separators, quotes and line breaks stay inside their cell.
  [`Rao, "R" & Sons\nHyderabad`, `"Rao, ""R"" & Sons\nHyderabad"`],
];

const ids = {
  booking: crypto.randomUUID(),
  contact: crypto.randomUUID(),
  subscriber: crypto.randomUUID(),
  registration: crypto.randomUUID(),
};
const reference = "KVHSTYXE00";

beforeAll(async () => {
  const { db } = portal.server.database;
  await db
    .insertInto("bookings")
    .values([
      ...formulaCells.map(([value], index) => ({
        id: crypto.randomUUID(),
        organization_name: value,
        email: value,
        contact_number: value,
        address: value,
        message: value,
        status: "new" as const,
        idempotency_key: null,
        reply_due_at: at(index + 3),
        created_at: at(index + 2),
        updated_at: at(index + 2),
        ...consent,
      })),
      {
        id: ids.booking,
        organization_name: "Status College",
        email: "tpo@status.example",
        contact_number: "+91 98480 22338",
        address: "Warangal",
        message: "Please plan a workshop.",
        status: "new" as const,
        idempotency_key: null,
        reply_due_at: at(2),
        created_at: at(1),
        updated_at: at(1),
        ...consent,
      },
    ])
    .execute();
  await db
    .insertInto("contact_messages")
    .values({
      id: ids.contact,
      name: "Status Sender",
      email: "sender@status.example",
      phone: "+91 98480 22338",
      message: "Is there a weekend batch?",
      status: "new",
      reply_due_at: at(2),
      created_at: at(1),
      updated_at: at(1),
      ...consent,
    })
    .execute();
  await db
    .insertInto("newsletter_subscribers")
    .values({
      id: ids.subscriber,
      email: "reader@status.example",
      status: "subscribed",
      unsubscribe_token: "hostile-lists-token",
      source: "footer",
      unsubscribed_at: null,
      created_at: at(1),
      updated_at: at(1),
      ...consent,
    })
    .execute();
  await db
    .insertInto("registrations")
    .values({
      id: ids.registration,
      reference,
      project_id: pipelineProjects[0]!.id,
      name: "Status Student",
      email: "student@status.example",
      phone: "+91 98480 22338",
      college: "NIT Warangal",
      section: "A",
      year: "2nd Year",
      payment_method: "upi",
      amount_paise: 50_000,
      currency: "INR",
      status: "awaiting_verification",
      stripe_payment_intent_id: null,
      upi_utr: "512345678901",
      upi_submitted_at: at(1),
      paid_at: null,
      status_note: null,
      created_at: at(1),
      updated_at: at(1),
      ...consent,
    })
    .execute();
});
const get = (path: string) =>
  fetch(`${portal.server.url}${path}`, { headers: { cookie: portal.cookie } });
/** React's server rendering separates adjacent text with comments; read the text as shown. */
const shown = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const databaseError = /constraint|SQLITE_|violates|syntax error|invalid byte sequence/i;

describe("CSV export", () => {
  it("quotes every cell and makes every cell that starts like a formula text, in every column", async () => {
    const response = await get("/api/admin/export/bookings.csv");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 BOM, which fetch's text() would silently drop.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const rows = formulaCells
      .map(([, cell], index) => {
        const received = `"${at(index + 2)}"`;
        return [received, cell, cell, cell, cell, cell, `"${at(index + 3)}"`, `""`, `"new"`];
      })
      .reverse();
    const expected = [
      `"Received","Organization","Email","Contact number","Address","Message","Reply due","Answered","Status"`,
      ...rows.map((row) => row.join(",")),
      `"${at(1)}","Status College","tpo@status.example","'+91 98480 22338","Warangal","Please plan a workshop.","${at(2)}","","new"`,
    ];
    expect(body).toBe("\uFEFF" + expected.map((line) => `${line}\r\n`).join(""));
  });

  it("quotes every cell of every list, empty ones too", async () => {
    for (const kind of ["contacts", "subscribers", "registrations"]) {
      const response = await get(`/api/admin/export/${kind}.csv`);
      expect(response.status, kind).toBe(200);
      const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(lines.pop(), kind).toBe("");
      expect(lines, kind).toHaveLength(2);
      for (const line of lines) expect(line, kind).toMatch(/^"[^"]*"(,"[^"]*")*$/);
    }
    const registrations = await (await get("/api/admin/export/registrations.csv")).text();
    // The UTR column of a registration that has none yet is an empty, quoted cell.
    await portal.server.database.db
      .updateTable("registrations")
      .set({ upi_utr: null })
      .where("id", "=", ids.registration)
      .execute();
    const withoutUtr = await (await get("/api/admin/export/registrations.csv")).text();
    expect(withoutUtr).toBe(registrations.replace(`"512345678901"`, `""`));
    await portal.server.database.db
      .updateTable("registrations")
      .set({ upi_utr: "512345678901" })
      .where("id", "=", ids.registration)
      .execute();
  });
});

describe("hostile list addresses", () => {
  it.each([
    ["/admin/constructor", 404],
    ["/admin/__proto__", 404],
    ["/admin/toString", 404],
    ["/admin/hasOwnProperty", 404],
    ["/api/admin/export/constructor.csv", 404],
    ["/api/admin/export/__proto__.csv", 404],
    ["/api/admin/export/valueof.csv", 404],
    ["/admin/bookings?page=1e400", 200],
  ])("%s answers %i", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toMatch(databaseError);
  });

  it.each(["1e400", "0", "-3", "2.5", "abc", "Infinity", "", "99999999999999999999", "2"])(
    "page=%s, not a page this list has, shows page 1",
    async (page) => {
      const response = await get(`/admin/bookings?page=${encodeURIComponent(page)}`);
      expect(response.status).toBe(200);
      const html = await shown(response);
      expect(html).toContain("Page 1 of 1");
      expect(html).toContain("Status College");
    },
  );

  const statusSentence = "Choose a status from the list: New, Contacted, Scheduled or Closed.";
  const searchTooLong = "Search must be at most 200 characters long.";
  const searchNotPlain = "Search must be plain text, without control characters.";
  it.each([
    ["status=constructor", "status=constructor", statusSentence],
    ["status=__proto__", "status=__proto__", statusSentence],
    ["status of 5,000 characters", `status=${"x".repeat(5000)}`, statusSentence],
    ["search of 5,000 characters", `q=${"x".repeat(5000)}`, searchTooLong],
    ["search with a NUL", "q=%00", searchNotPlain],
    ["search with a line break", "q=a%0Ab", searchNotPlain],
  ])(
    "a filter (%s) is refused with a sentence at the form and from the export",
    async (_, query, sentence) => {
      const page = await get(`/admin/bookings?${query}`);
      expect(page.status).toBe(400);
      const html = await shown(page);
      expect(html).toContain(sentence);
      expect(html).not.toMatch(databaseError);
      expect(html).not.toContain("Status College");

      const csv = await get(`/api/admin/export/bookings.csv?${query}`);
      expect(csv.status).toBe(400);
      expect(await csv.json()).toEqual({ error: sentence });
    },
  );

  it("refuses a search given twice in the export's address", async () => {
    const csv = await get("/api/admin/export/bookings.csv?q=a&q=b");
    expect(csv.status).toBe(400);
    expect(await csv.json()).toEqual({ error: "Search must be text." });
  });

  it("still filters by a real status and a search", async () => {
    const page = await get("/admin/bookings?status=new&q=status+college");
    expect(page.status).toBe(200);
    const html = await shown(page);
    expect(html).toContain("Status College");
    expect(html).toContain("1 in all matching the filter");
  });
});

describe("hostile form values", () => {
  const snapshot = async () => {
    const { db } = portal.server.database;
    return {
      bookings: await db.selectFrom("bookings").selectAll().orderBy("id").execute(),
      contacts: await db.selectFrom("contact_messages").selectAll().orderBy("id").execute(),
      subscribers: await db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .orderBy("id")
        .execute(),
      registrations: await db.selectFrom("registrations").selectAll().orderBy("id").execute(),
      audit: await db.selectFrom("audit_log").select("id").orderBy("id").execute(),
      outbox: await db.selectFrom("email_outbox").select("id").orderBy("id").execute(),
    };
  };

  async function refused(kind: string, fields: Record<string, string>, sentence: string) {
    const response = await postForm(portal.server, `/admin/${kind}`, fields, portal.cookie);
    const label = `${kind} ${JSON.stringify(fields).slice(0, 80)}`;
    expect(response.status, label).toBe(400);
    const html = await shown(response);
    expect(html, label).toContain(sentence);
    expect(html, label).not.toMatch(databaseError);
  }

  const hostileStatuses = ["constructor", "__proto__", "", "x".repeat(5000)];

  it.each([
    [
      "bookings",
      ids.booking,
      "Choose a status from the list: New, Contacted, Scheduled or Closed.",
    ],
    ["contacts", ids.contact, "Choose a status from the list: New or Replied."],
  ])(
    "a hostile status posted to %s answers with a sentence and changes nothing",
    async (kind, id, sentence) => {
      const before = await snapshot();
      for (const status of hostileStatuses) {
        await refused(kind, { intent: "status", id, status }, sentence);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ["subscribers", ids.subscriber],
    ["registrations", ids.registration],
  ])(
    "%s have no status action: any status posted answers with a sentence and changes nothing",
    async (kind, id) => {
      const before = await snapshot();
      for (const status of [...hostileStatuses, "unsubscribed", "paid"]) {
        await refused(
          kind,
          { intent: "status", id, status },
          "That action is not available on this list.",
        );
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses a row id that no list can hold, and an intent no list has", async () => {
    const before = await snapshot();
    const rowGone = "That row no longer exists. Reload the list and try again.";
    for (const id of ["", "x".repeat(5000)]) {
      await refused("bookings", { intent: "status", id, status: "contacted" }, rowGone);
    }
    for (const intent of ["constructor", "__proto__", "", "confirm"]) {
      await refused(
        "bookings",
        { intent, id: ids.booking, status: "contacted" },
        "That action is not available on this list.",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a hostile reference or an overlong reason on the registrations' Confirm and Reject", async () => {
    const before = await snapshot();
    const badReference = "That registration reference is not valid. Reload the list and try again.";
    for (const hostile of ["constructor", "__proto__", "", "x".repeat(5000)]) {
      await refused("registrations", { intent: "confirm", reference: hostile }, badReference);
      await refused(
        "registrations",
        { intent: "reject", reference: hostile, reason: "Not in the statement." },
        badReference,
      );
    }
    await refused(
      "registrations",
      { intent: "reject", reference, reason: "x".repeat(5000) },
      "The reason must be at most 500 characters long.",
    );
    expect(await snapshot()).toEqual(before);
  });
});
