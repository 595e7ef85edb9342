import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "#shared/domain/newsletter";
import {
  campaignApi,
  copiesOf,
  deliveryCounts,
  messageIdOf,
  retireSubscribers,
  seedSubscribers,
  sleep,
  tally,
  until,
  type SeededSubscriber,
} from "../../support/newsletter";
import { serverWithAdmin } from "../../support/server-with-admin";
import { SmtpSink, tryLater, userUnknown } from "../../support/smtp-sink";

/**
 * A campaign sent to subscribers through a real SMTP server, by the application in this
 * process: everyone gets one copy, a pause holds the rest back, an unsubscribe withdraws a
 * queued copy, an address that does not exist is not mailed again and a mailbox that says
 * "later" gets its copy later. The throttle is looked at last, on a server of its own.
 */

const sink = new SmtpSink();
beforeAll(() => sink.start());
afterAll(() => sink.stop());
afterEach(() => {
  sink.refuse = undefined;
});

let run = 0;
/** A domain of this test's own, so its addresses are told apart from the other tests'. */
const freshDomain = () => `t${++run}-${Date.now()}.example`;

const campaignCopies = (campaignId: string) => copiesOf(sink.received, campaignId);

describe("a campaign, unthrottled (NEWSLETTER_RATE=0)", () => {
  const portal = serverWithAdmin({
    email: "admin@kodeveda.test",
    env: () => ({ SMTP_URL: sink.url, NEWSLETTER_RATE: "0" }),
  });
  const api = campaignApi((path, init) => portal.request(path, init));
  const db = () => portal.server.database.db;

  /** The tests share a database: each campaign goes to the subscribers its test seeds. */
  async function subscribers(count: number): Promise<SeededSubscriber[]> {
    await retireSubscribers(db());
    return seedSubscribers(db(), count, freshDomain());
  }

  const delivery = (campaignId: string, subscriberId: string) =>
    db()
      .selectFrom("campaign_deliveries")
      .selectAll()
      .where("campaign_id", "=", campaignId)
      .where("subscriber_id", "=", subscriberId)
      .executeTakeFirst();

  /** Every address got exactly one copy, with its own Message-ID and unsubscribe link. */
  function expectOneCopyEach(campaignId: string, readers: SeededSubscriber[]) {
    const copies = campaignCopies(campaignId);
    expect(copies).toHaveLength(readers.length);
    const byAddress = tally(copies);
    const host = portal.server.config.siteUrl.hostname;
    for (const reader of readers) {
      expect(byAddress.get(reader.email)?.copies, reader.email).toBe(1);
      const [copy] = copies.filter((email) => email.to.includes(reader.email));
      expect(messageIdOf(copy!)).toBe(`<${campaignId}.${reader.id}@${host}>`);
      const unsubscribe = `/api/newsletter/unsubscribe?token=${reader.unsubscribeToken}&campaign=${campaignId}`;
      const listUnsubscribe = /^List-Unsubscribe:(.*)$/im.exec(
        copy!.rawHeaders.replace(/\r?\n[ \t]+/g, " "),
      )?.[1];
      expect(listUnsubscribe).toContain(unsubscribe);
      expect(copy!.html).toContain(unsubscribe.replace("&", "&amp;"));
    }
  }

  it("sends each of 300 subscribers one copy, and the campaign ends sent", async () => {
    const readers = await subscribers(300);
    const id = await api.createAndSend("Kodeveda in November");

    const progress = await api.waitForStatus(id, "sent");
    expect(progress).toMatchObject({
      recipients: 300,
      queued: 0,
      sent: 300,
      failed: 0,
      bounced: 0,
      skipped: 0,
      unsubscribed: 0,
    });
    expectOneCopyEach(id, readers);
    expect(await deliveryCounts(db(), id)).toEqual({ sent: 300 });
    const unsent = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("campaign_id", "=", id)
      .where("sent_at", "is", null)
      .execute();
    expect(unsent).toEqual([]);
  });

  it("starts a scheduled campaign at its time, not before, and a past time is refused", async () => {
    const readers = await subscribers(20);
    const draft = await api.create("Kodeveda in December");
    const past = await portal.request(`/api/admin/campaigns/${draft.id}/send`, {
      method: "POST",
      json: { version: draft.version, scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({
      errors: [{ path: "scheduledAt", msg: "Choose a time in the future" }],
    });

    const at = new Date(Date.now() + 2_500);
    const scheduled = await portal.request(`/api/admin/campaigns/${draft.id}/send`, {
      method: "POST",
      json: { version: draft.version, scheduledAt: at.toISOString() },
    });
    expect(scheduled.status).toBe(200);
    const { campaign } = (await scheduled.json()) as { campaign: { status: string } };
    expect(campaign.status).toBe("scheduled");
    await sleep(1_000);
    expect(campaignCopies(draft.id)).toHaveLength(0);

    await api.waitForStatus(draft.id, "sent");
    const started = await db()
      .selectFrom("newsletter_campaigns")
      .select("started_at")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(started.started_at ?? "")).toBeGreaterThanOrEqual(at.getTime());
    expectOneCopyEach(draft.id, readers);
  });

  it("previews the email, and sends a test only to the staff member who asks", async () => {
    await subscribers(5);
    const draft = await api.create("A test before the send");
    const preview = await portal.request(`/api/admin/campaigns/${draft.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toMatch(/^text\/html/);
    // Only the portal may frame it, and nothing in it may run.
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(preview.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await preview.text()).toContain("A test before the send: the projects");

    const test = await portal.request(`/api/admin/campaigns/${draft.id}/test`, { method: "POST" });
    expect(await test.json()).toEqual({ sentTo: "admin@kodeveda.test" });
    const [copy] = await sink.waitFor((email) => email.subject === "[Test] A test before the send");
    expect(copy?.to).toEqual(["admin@kodeveda.test"]);
    expect(campaignCopies(draft.id)).toHaveLength(0);
    expect((await api.progress(draft.id)).status).toBe("draft");

    // A draft has nothing to pause: the sentence says what the campaign is.
    const pause = await portal.request(`/api/admin/campaigns/${draft.id}/pause`, {
      method: "POST",
    });
    expect(pause.status).toBe(409);
    expect(await pause.json()).toEqual({
      error: "This campaign is draft now: it cannot be paused from there.",
    });

    // An edit made over someone else's newer one is refused, and the server carries on.
    const edit = (version: number) =>
      portal.request(`/api/admin/campaigns/${draft.id}`, {
        method: "PUT",
        json: { subject: "Edited", previewText: "", bodyHtml: "<p>Edited</p>", version },
      });
    expect((await edit(draft.version)).status).toBe(200);
    const stale = await edit(draft.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: newsletterMessages.campaignChanged });
    expect((await api.progress(draft.id)).status).toBe("draft");
  });

  it("sends nothing more once paused (but what was in flight), and everything once resumed", async () => {
    const readers = await subscribers(1000);
    const id = await api.createAndSend("Paused and resumed");
    await until(() => campaignCopies(id).length >= 50, 20_000, "the first 50 copies");

    expect((await api.action(id, "pause")).status).toBe("paused");
    // A copy the outbox was already handing to SMTP may still arrive.
    await sleep(1_500);
    const whenPaused = campaignCopies(id).length;
    await sleep(3_000);
    expect(campaignCopies(id)).toHaveLength(whenPaused);
    expect(whenPaused).toBeLessThan(1000);
    const paused = await api.progress(id);
    expect(paused.status).toBe("paused");
    expect(paused.sent).toBe(whenPaused);

    expect((await api.action(id, "resume")).status).toBe("sending");
    const progress = await api.waitForStatus(id, "sent");
    expect(progress).toMatchObject({ recipients: 1000, sent: 1000, queued: 0 });
    expectOneCopyEach(id, readers);
  }, 60_000);

  it("sends nothing to those who unsubscribe before their copy went, and counts the campaign's unsubscribes", async () => {
    const readers = await subscribers(1000);
    const id = await api.createAndSend("Unsubscribe while it goes out");
    // Every copy is queued (one delivery each) and some went out.
    await until(
      async () => Object.values(await deliveryCounts(db(), id)).reduce((a, b) => a + b, 0) === 1000,
      20_000,
      "a delivery for every subscriber",
    );
    await until(() => campaignCopies(id).length >= 20, 20_000, "the first 20 copies");

    // Pages are queued (and sent) in the order of the subscribers' ids: the last are the
    // furthest from going out.
    const waiting = readers.toSorted((a, b) => (a.id < b.id ? -1 : 1)).slice(-5);
    const unsubscribe = (reader: SeededSubscriber) =>
      fetch(
        `${portal.server.url}/api/newsletter/unsubscribe?token=${reader.unsubscribeToken}&campaign=${id}`,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      );
    for (const reader of waiting) {
      expect((await delivery(id, reader.id))?.status).toBe("queued");
      const response = await unsubscribe(reader);
      expect(response.status).toBe(200);
    }
    // One who already has the copy unsubscribes with its link: their copy stays sent.
    const [mailed] = campaignCopies(id);
    const early = readers.find((reader) => mailed!.to.includes(reader.email))!;
    expect((await unsubscribe(early)).status).toBe(200);

    const progress = await api.waitForStatus(id, "sent");
    expect(progress).toMatchObject({
      recipients: 1000,
      sent: 995,
      skipped: 5,
      queued: 0,
      unsubscribed: 6,
    });
    const copies = campaignCopies(id);
    expect(copies).toHaveLength(995);
    const byAddress = tally(copies);
    for (const reader of waiting) {
      expect(byAddress.has(reader.email), reader.email).toBe(false);
      const row = await delivery(id, reader.id);
      expect(row?.status).toBe("skipped");
      expect(row?.unsubscribed_at).not.toBeNull();
    }
    expect(await delivery(id, early.id)).toMatchObject({ status: "sent" });
    expect((await delivery(id, early.id))?.unsubscribed_at).not.toBeNull();
    expect(byAddress.get(early.email)?.copies).toBe(1);
    const statuses = await db()
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where(
        "id",
        "in",
        [...waiting, early].map((reader) => reader.id),
      )
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(Array(6).fill("unsubscribed"));
    expect(await deliveryCounts(db(), id)).toEqual({ sent: 995, skipped: 5 });
  }, 60_000);

  it("marks an address the mail server does not know (550 5.1.1) bounced, never retries it, and mails it no more", async () => {
    const readers = await subscribers(50);
    const victim = readers[17]!;
    sink.refuse = (address) => (address === victim.email ? userUnknown(address) : undefined);
    const id = await api.createAndSend("One address does not exist");

    const progress = await api.waitForStatus(id, "sent");
    expect(progress).toMatchObject({ recipients: 50, sent: 49, bounced: 1, queued: 0, failed: 0 });
    expect(tally(campaignCopies(id)).has(victim.email)).toBe(false);
    expect(campaignCopies(id)).toHaveLength(49);

    const subscriber = await db()
      .selectFrom("newsletter_subscribers")
      .select(["status", "bounced_at"])
      .where("id", "=", victim.id)
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("bounced");
    expect(subscriber.bounced_at).not.toBeNull();
    expect((await delivery(id, victim.id))?.status).toBe("bounced");
    const outboxRow = await db()
      .selectFrom("email_outbox")
      .select(["failed_at", "sent_at", "attempts", "last_error"])
      .where("campaign_id", "=", id)
      .where("to_address", "=", victim.email)
      .executeTakeFirstOrThrow();
    expect(outboxRow.failed_at).not.toBeNull();
    expect(outboxRow.sent_at).toBeNull();
    expect(outboxRow.attempts).toBe(1);
    expect(outboxRow.last_error).toContain("550 5.1.1");
    // The outbox retries a failure after 200 ms here: a second refusal would show by now.
    await sleep(1_500);
    expect(sink.refused.filter((address) => address === victim.email)).toHaveLength(1);

    // The next campaign is not sent to it, even now that the mail server would take it.
    sink.refuse = undefined;
    const next = await api.createAndSend("The next one");
    const after = await api.waitForStatus(next, "sent");
    expect(after).toMatchObject({ recipients: 49, sent: 49, bounced: 0, skipped: 0 });
    expect(tally(campaignCopies(next)).has(victim.email)).toBe(false);
    expect(await delivery(next, victim.id)).toBeUndefined();
    expect(sink.refused.filter((address) => address === victim.email)).toHaveLength(1);
  }, 60_000);

  it("retries an address refused for now (450 4.2.1) and delivers its copy once it is accepted", async () => {
    const readers = await subscribers(20);
    const victim = readers[3]!;
    const refusals = () => sink.refused.filter((address) => address === victim.email).length;
    sink.refuse = (address) =>
      address === victim.email && refusals() < 2 ? tryLater(address) : undefined;
    const id = await api.createAndSend("A mailbox that is busy for a while");

    const progress = await api.waitForStatus(id, "sent");
    expect(progress).toMatchObject({ recipients: 20, sent: 20, bounced: 0, queued: 0, failed: 0 });
    expect(refusals()).toBe(2);
    expect(tally(campaignCopies(id)).get(victim.email)?.copies).toBe(1);
    expect(campaignCopies(id)).toHaveLength(20);
    const outboxRow = await db()
      .selectFrom("email_outbox")
      .select(["failed_at", "sent_at", "attempts"])
      .where("campaign_id", "=", id)
      .where("to_address", "=", victim.email)
      .executeTakeFirstOrThrow();
    expect(outboxRow).toMatchObject({ failed_at: null, attempts: 2 });
    expect(outboxRow.sent_at).not.toBeNull();
    expect((await delivery(id, victim.id))?.status).toBe("sent");
    const subscriber = await db()
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("id", "=", victim.id)
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("subscribed");
  }, 60_000);
});

describe("a campaign, throttled (NEWSLETTER_RATE=120: two copies a second)", () => {
  const portal = serverWithAdmin({
    email: "admin@kodeveda.test",
    env: () => ({ SMTP_URL: sink.url, NEWSLETTER_RATE: "120" }),
  });
  const api = campaignApi((path, init) => portal.request(path, init));

  it("sends a few copies in 3 seconds, not all of them at once", async () => {
    await seedSubscribers(portal.server.database.db, 100, freshDomain());
    const id = await api.createAndSend("Slowly does it");
    await sleep(3_000);
    const sent = campaignCopies(id).length;
    // About 6 by the rate; the bounds leave room for a slow machine and the first tick.
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(20);
    const progress = await api.progress(id);
    expect(progress.status).toBe("sending");
    expect(progress.sent + progress.queued).toBeLessThan(40);

    expect((await api.action(id, "cancel")).status).toBe("cancelled");
  }, 30_000);
});
