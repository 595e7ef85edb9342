import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmailOutboxTable } from "#server/db/schema";
import { countFailingEmails } from "#server/mail/outbox-failures";
import { outboxFailureMessages } from "#server/services/outbox-failures";
import { recentActivity } from "#server/services/recent-activity";
import { adminLogin, postForm } from "../support/admin-session";
import { serverWithAdmin } from "../support/server-with-admin";

/**
 * /admin/outbox over HTTP: the failing emails as cards, a page of 25 at a time, agreeing with
 * the dashboard's count; Send again on a given-up one, for admins only and audited.
 */
const adminEmail = "outbox-admin@kodeveda.test";
const site = serverWithAdmin({ email: adminEmail });
const db = () => site.server.database.db;
let editorCookie = "";

const never = "2099-01-01T00:00:00.000Z";
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const email = (fields: Partial<Insertable<EmailOutboxTable>>): Insertable<EmailOutboxTable> => ({
  id: randomUUID(),
  template: "booking-acknowledgement",
  to_address: "tpo@college.example",
  subject: "We received your booking",
  text_body: "Thank you.",
  html_body: "<p>Thank you.</p>",
  props: null,
  headers: null,
  attempts: 1,
  next_attempt_at: never,
  locked_until: null,
  sent_at: null,
  last_error: null,
  campaign_id: null,
  failed_at: null,
  created_at: minutesAgo(60),
  ...fields,
});

const refused = "550 5.1.1 <gone@college.example>: Recipient address rejected";
const givenUp = email({
  to_address: "gone@college.example",
  subject: "Your registration KV7K4M9QXZ",
  attempts: 4,
  last_error: refused,
  failed_at: minutesAgo(1),
  // A claim left behind: Send again clears it, or the outbox would never take the email.
  locked_until: never,
  created_at: minutesAgo(2),
});
const retrying = email({
  to_address: "slow@college.example",
  attempts: 3,
  last_error: "connect ECONNREFUSED 10.0.0.5:587",
  created_at: minutesAgo(3),
});

/** A campaign with one given-up copy; a sending one keeps a copy queued, so it stays sending. */
async function campaignWithRefusedCopy(status: "sending" | "sent", subject: string) {
  const campaignId = randomUUID();
  const at = minutesAgo(30);
  await db()
    .insertInto("newsletter_campaigns")
    .values({
      id: campaignId,
      subject,
      preview_text: "",
      body_html: "<p>News</p>",
      status,
      scheduled_at: null,
      started_at: at,
      finished_at: status === "sent" ? at : null,
      rendered_html: "<p>News</p>",
      rendered_text: "News",
      enqueue_done: 1,
      created_by: null,
      updated_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const copies = [
    email({
      template: "newsletter-campaign",
      to_address: `reader.${status}@mail.example`,
      subject,
      text_body: "",
      html_body: "",
      props: JSON.stringify({ unsubscribeUrl: "https://kodeveda.test/newsletter/unsubscribe" }),
      campaign_id: campaignId,
      last_error: refused,
      failed_at: minutesAgo(4),
      created_at: status === "sending" ? minutesAgo(4) : minutesAgo(5),
    }),
    ...(status === "sending"
      ? [email({ campaign_id: campaignId, created_at: minutesAgo(6) })]
      : []),
  ];
  await db().insertInto("email_outbox").values(copies).execute();
  await db()
    .insertInto("campaign_deliveries")
    .values(
      copies.map((copy, i) => ({
        campaign_id: campaignId,
        subscriber_id: randomUUID(),
        status: i === 0 ? ("bounced" as const) : ("queued" as const),
        outbox_id: copy.id,
        unsubscribed_at: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  return copies[0]!.id;
}

let sendingCopy = "";
let sentCopy = "";

beforeAll(async () => {
  await db()
    .insertInto("email_outbox")
    .values([
      givenUp,
      retrying,
      email({ sent_at: minutesAgo(1), created_at: minutesAgo(1) }),
      email({ created_at: minutesAgo(1) }),
      // Older failures: the second page's.
      ...Array.from({ length: 24 }, (_, i) =>
        email({ last_error: refused, failed_at: minutesAgo(100), created_at: minutesAgo(100 + i) }),
      ),
    ])
    .execute();
  sendingCopy = await campaignWithRefusedCopy("sending", "March placements news");
  sentCopy = await campaignWithRefusedCopy("sent", "February placements news");

  const editor = "outbox-editor@kodeveda.test";
  await site.server.services.adminAccess.joinStaff(
    editor,
    "an editor's passphrase",
    "Ed",
    "editor",
  );
  editorCookie = (await adminLogin(site.server, editor, "an editor's passphrase")).cookie;
});

const text = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const cards = (html: string) => html.split("<article").slice(1);

async function page(query = "") {
  const response = await site.request(`/admin/outbox${query}`);
  expect(response.status).toBe(200);
  return text(await response.text());
}

const rowOf = (id: string) =>
  db().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i === 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("/admin/outbox", () => {
  it("turns an editor away to the sign-in, for the page and for Send again", async () => {
    for (const post of [false, true]) {
      const response = await fetch(`${site.server.url}/admin/outbox`, {
        method: post ? "POST" : "GET",
        redirect: "manual",
        headers: {
          cookie: editorCookie,
          origin: site.server.url,
          ...(post ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: post ? new URLSearchParams({ intent: "retry", id: givenUp.id }) : undefined,
      });
      expect([response.status, response.headers.get("location")]).toEqual([302, "/admin"]);
    }
    expect((await rowOf(givenUp.id))?.failed_at).not.toBeNull();
  });

  it("lists the failing emails newest first as cards, 25 a page, as many as the dashboard counts", async () => {
    const count = await countFailingEmails(db());
    const first = await page();
    expect([count, first]).toEqual([28, expect.stringContaining(`${count} failing, newest first`)]);
    expect(cards(first)).toHaveLength(25);
    expect(first).not.toContain("<table");
    const [newest, second, sending, sent] = cards(first);
    expect(newest).toContain("gone@college.example");
    expect(newest).toContain(refused.replaceAll("<", "&lt;").replaceAll(">", "&gt;"));
    expect(newest).toContain("Given up");
    expect(newest).toContain("Send again");
    expect(second).toContain("slow@college.example");
    expect(second).toContain("Retrying, next try at 1 Jan 2099, 5:30 am");
    expect(second).not.toContain("Send again");
    expect(sending).toContain("A copy of the newsletter");
    expect(sending).toContain("March placements news");
    expect(sending).toContain("Send again");
    // The outbox takes no copy of a finished campaign: sending it again would leave it waiting.
    expect(sent).toContain("February placements news");
    expect(sent).not.toContain("Send again");
    expect(sent).toContain("only while its campaign sends");

    const second25 = await page("?page=2");
    expect(cards(second25)).toHaveLength(count - 25);
    expect(second25).toContain("Page 2 of 2");
  });

  it("sends a given-up email again: due now, its attempts kept, audited, and it goes out", async () => {
    const before = Date.now();
    const response = await postForm(
      site.server,
      "/admin/outbox",
      { intent: "retry", id: givenUp.id },
      site.cookie,
    );
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain("The email goes out again now.");

    const row = await rowOf(givenUp.id);
    // The outbox may have claimed it already: its claim is its own, not the one cleared.
    expect(row).toMatchObject({ failed_at: null, attempts: 4 });
    expect(Date.parse(row!.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const sent = await eventually(
      () => rowOf(givenUp.id),
      (value) => value?.sent_at !== null,
    );
    expect(sent).toMatchObject({ last_error: null, failed_at: null });

    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor_email", "subject", "detail"])
      .where("action", "=", "outbox.retried")
      .execute();
    expect(audit).toEqual([
      { actor_email: adminEmail, subject: givenUp.to_address, detail: givenUp.subject },
    ]);
    const [line] = await recentActivity(db(), { kind: "staff", limit: 1 });
    expect(line?.text).toBe(
      `Administrator had the email "${givenUp.subject}" to ${givenUp.to_address} sent again`,
    );
    expect(await countFailingEmails(db())).toBe(27);
  });

  it("sends a sending campaign's copy again with its delivery queued, and it goes out", async () => {
    const response = await postForm(
      site.server,
      "/admin/outbox",
      { intent: "retry", id: sendingCopy },
      site.cookie,
    );
    expect(response.status).toBe(200);
    const delivery = () =>
      db()
        .selectFrom("campaign_deliveries")
        .select("status")
        .where("outbox_id", "=", sendingCopy)
        .executeTakeFirstOrThrow();
    expect(await eventually(delivery, (value) => value.status === "sent")).toEqual({
      status: "sent",
    });
  });

  it("refuses to send again what is not given up, or a finished campaign's copy", async () => {
    for (const [id, message] of [
      [retrying.id, outboxFailureMessages.notGivenUp],
      [randomUUID(), outboxFailureMessages.gone],
      [sentCopy, outboxFailureMessages.campaignNotSending],
    ] as const) {
      const response = await postForm(
        site.server,
        "/admin/outbox",
        { intent: "retry", id },
        site.cookie,
      );
      expect(response.status).toBe(400);
      expect(text(await response.text())).toContain(message);
    }
    expect((await rowOf(sentCopy))?.failed_at).not.toBeNull();
  });

  it("says so when no email is failing", async () => {
    await db().deleteFrom("email_outbox").where("sent_at", "is", null).execute();
    expect(await page()).toContain("No email is failing.");
  });
});
