import { describe, expect, it } from "vitest";
import { confirmationValidDays } from "#shared/domain/newsletter";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithMail } from "../../support/server-with-mail";
import { sentTo } from "../../support/smtp-sink";
import { lastCharacterChanged } from "../../support/forged-token";

const site = serverWithMail({ FORM_RATE_LIMIT: "1000" });
const { sink } = site;
const dayMs = 24 * 60 * 60 * 1000;

let counter = 0;
const newAddress = () => `reader${++counter}.${Date.now()}@student.example`;

/** The confirmation links mailed to `email` so far, oldest first. */
async function confirmationTokens(email: string, count = 1): Promise<string[]> {
  await outboxIdle(site.server);
  const mails = await sink.waitFor(
    (mail) => sentTo(email)(mail) && mail.subject.startsWith("Confirm your subscription"),
    count,
  );
  return mails.map((mail) => /confirm\?token=([\w-]{32})/.exec(mail.text)?.[1] ?? "");
}

const subscriber = (email: string) =>
  site.server.database.db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();

describe("double opt-in", () => {
  it("refuses a forged token, and a real one after 7 days, and confirms nothing for them", async () => {
    const { newsletter } = site.server.services;
    const email = newAddress();
    const signedUp = new Date();
    await newsletter.subscribe({ email }, signedUp);
    const [token = ""] = await confirmationTokens(email);

    for (const forged of ["x".repeat(32), lastCharacterChanged(token), "", "../../etc"]) {
      expect(await newsletter.findConfirmation(forged)).toBeUndefined();
      expect(await newsletter.confirm(forged, "203.0.113.9")).toBe(false);
    }
    const lapsed = new Date(signedUp.getTime() + confirmationValidDays * dayMs + 1);
    expect(await newsletter.findConfirmation(token, lapsed)).toBeUndefined();
    expect(await newsletter.confirm(token, "203.0.113.9", lapsed)).toBe(false);
    expect((await subscriber(email))?.status).toBe("pending");

    // Within the week it works, once, and records the proof of consent.
    expect(await newsletter.confirm(token, "203.0.113.9")).toBe(true);
    expect(await newsletter.confirm(token, "203.0.113.9")).toBe(false);
    expect(await subscriber(email)).toMatchObject({
      status: "subscribed",
      confirmed_ip: "203.0.113.9",
      confirm_token_hash: null,
    });
    // The database keeps only a hash of the link's token.
    expect(JSON.stringify(await subscriber(email))).not.toContain(token);
  });

  it("sends nothing but the confirmation until confirmed, and re-sends it at most once an hour", async () => {
    const { newsletter } = site.server.services;
    const email = newAddress();
    // In the past, so every email queued is due now.
    const first = new Date(Date.now() - 3 * 60 * 60_000);
    await newsletter.subscribe({ email }, first);
    await newsletter.subscribe({ email }, new Date(first.getTime() + 59 * 60_000));
    await outboxIdle(site.server);
    expect(sink.received.filter(sentTo(email))).toHaveLength(1);

    await newsletter.subscribe({ email }, new Date(first.getTime() + 61 * 60_000));
    const [oldToken = "", newToken = ""] = await confirmationTokens(email, 2);
    expect(sink.received.filter(sentTo(email))).toHaveLength(2);
    // The newer link replaces the older one.
    expect(await newsletter.confirm(oldToken, "127.0.0.1")).toBe(false);
    expect(await newsletter.confirm(newToken, "127.0.0.1")).toBe(true);
    const [welcome] = await sink.waitFor(
      (mail) => sentTo(email)(mail) && mail.subject.startsWith("Welcome"),
    );
    expect(welcome).toBeDefined();

    // Subscribed: the box sends nothing more.
    await newsletter.subscribe({ email });
    await outboxIdle(site.server);
    expect(sink.received.filter(sentTo(email))).toHaveLength(3);
  });

  it("deletes addresses nobody confirmed within 7 days, and only those", async () => {
    const { newsletter } = site.server.services;
    const unconfirmed = newAddress();
    const confirmed = newAddress();
    const now = new Date();
    await newsletter.subscribe({ email: unconfirmed }, now);
    await newsletter.subscribe({ email: confirmed }, now);
    const [token = ""] = await confirmationTokens(confirmed);
    await newsletter.confirm(token, "127.0.0.1");

    expect(await newsletter.deleteUnconfirmed(new Date(now.getTime() + 6 * dayMs))).toBe(0);
    expect(await subscriber(unconfirmed)).toBeDefined();
    await newsletter.deleteUnconfirmed(new Date(now.getTime() + confirmationValidDays * dayMs + 1));
    expect(await subscriber(unconfirmed)).toBeUndefined();
    expect((await subscriber(confirmed))?.status).toBe("subscribed");
  });

  it("asks someone who unsubscribed to confirm again before mailing them again", async () => {
    const { newsletter } = site.server.services;
    const email = newAddress();
    await newsletter.subscribe({ email }, new Date(Date.now() - 2 * 60 * 60_000));
    const [token = ""] = await confirmationTokens(email);
    await newsletter.confirm(token, "127.0.0.1");
    const row = await subscriber(email);
    expect(await newsletter.unsubscribe(row?.unsubscribe_token)).toBe(true);

    await newsletter.subscribe({ email });
    expect((await subscriber(email))?.status).toBe("unsubscribed");
    const [, again = ""] = await confirmationTokens(email, 2);
    expect(await newsletter.confirm(again, "127.0.0.1")).toBe(true);
    expect(await subscriber(email)).toMatchObject({ status: "subscribed", unsubscribed_at: null });
  });
});
