import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { CampaignDetail, CampaignProgress, CampaignStatus } from "#shared/domain/newsletter";
import type { DatabaseSchema } from "#server/db/schema";
import type { ReceivedEmail } from "./smtp-sink";

export interface SeededSubscriber {
  id: string;
  email: string;
  unsubscribeToken: string;
}

/**
 * `count` confirmed subscribers stored straight in the database, many rows a statement:
 * what thousands of readers following their confirmation links would have left.
 * Their addresses are `reader<i>@<domain>`, so each test can tell its own apart.
 */
export async function seedSubscribers(
  db: Kysely<DatabaseSchema>,
  count: number,
  domain: string,
): Promise<SeededSubscriber[]> {
  const now = new Date().toISOString();
  const subscribers = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `reader${i}@${domain}`,
    unsubscribeToken: randomBytes(24).toString("base64url"),
  }));
  // 100 rows of 17 values stay well under SQLite's and PostgreSQL's limits on parameters.
  for (let start = 0; start < subscribers.length; start += 100) {
    await db
      .insertInto("newsletter_subscribers")
      .values(
        subscribers.slice(start, start + 100).map((subscriber) => ({
          id: subscriber.id,
          email: subscriber.email,
          status: "subscribed" as const,
          unsubscribe_token: subscriber.unsubscribeToken,
          source: "blog",
          unsubscribed_at: null,
          confirm_token_hash: null,
          confirm_sent_at: null,
          confirm_expires_at: null,
          confirmed_at: now,
          confirmed_ip: "127.0.0.1",
          bounced_at: null,
          consent_notice: "Seeded by a test",
          consent_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return subscribers;
}

/**
 * Every subscriber stored so far stops being subscribed, so the next campaign goes only to
 * the ones a test seeds after this (the tests of a file share one database).
 */
export async function retireSubscribers(db: Kysely<DatabaseSchema>): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
    .where("status", "=", "subscribed")
    .execute();
}

/** A request to the admin API as the signed-in admin (in-process or a server process). */
export type PortalRequest = (
  path: string,
  init?: { method?: string; json?: unknown },
) => Promise<Response>;

/** A signed-in admin's requests to a server at `url` whose SITE_URL is `origin`. */
export async function signedInPortal(
  url: string,
  origin: string,
  email: string,
  password: string,
): Promise<PortalRequest> {
  const request =
    (cookie: string): PortalRequest =>
    (path, { method = "GET", json } = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: {
          origin,
          ...(json === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie ? { cookie } : {}),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
  const login = await request("")("/api/auth/login", { method: "POST", json: { email, password } });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((value) => value.startsWith("kodeveda.session_token="))
    .join("; ");
  if (login.status !== 200 || !cookie) throw new Error(`admin sign-in: ${login.status}`);
  return request(cookie);
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The admin API's campaign calls, as the portal makes them. */
export function campaignApi(request: PortalRequest) {
  const api = {
    /** A new draft, written by staff. */
    async create(subject: string): Promise<CampaignDetail> {
      const response = await request("/api/admin/campaigns", {
        method: "POST",
        json: {
          subject,
          previewText: "What happened at Kodeveda this month",
          bodyHtml: `<p>${subject}: the projects, the posts and the people.</p>`,
        },
      });
      return (await json<{ campaign: CampaignDetail }>(response, 201)).campaign;
    },

    /** Sends the campaign now: it is sending when this resolves. */
    async send(campaign: Pick<CampaignDetail, "id" | "version">): Promise<CampaignDetail> {
      const response = await request(`/api/admin/campaigns/${campaign.id}/send`, {
        method: "POST",
        json: { version: campaign.version },
      });
      return (await json<{ campaign: CampaignDetail }>(response)).campaign;
    },

    /** A draft made and sent at once; its id. */
    async createAndSend(subject: string): Promise<string> {
      const sending = await api.send(await api.create(subject));
      if (sending.status !== "sending") throw new Error(`campaign is ${sending.status}`);
      return sending.id;
    },

    async action(id: string, action: "pause" | "resume" | "cancel"): Promise<CampaignDetail> {
      const response = await request(`/api/admin/campaigns/${id}/${action}`, { method: "POST" });
      return (await json<{ campaign: CampaignDetail }>(response)).campaign;
    },

    async progress(id: string): Promise<CampaignProgress> {
      const response = await request(`/api/admin/campaigns/${id}/progress`);
      return (await json<{ progress: CampaignProgress }>(response)).progress;
    },

    /** Polls the progress panel until `done` holds for it; the figures then. */
    async waitForProgress(
      id: string,
      done: (progress: CampaignProgress) => boolean,
      timeoutMs = 30_000,
    ): Promise<CampaignProgress> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const progress = await api.progress(id);
        if (done(progress)) return progress;
        if (Date.now() > deadline) {
          throw new Error(`campaign ${id} still at ${JSON.stringify(progress)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },

    /** Waits until the campaign has the given status. */
    waitForStatus: (id: string, status: CampaignStatus, timeoutMs?: number) =>
      api.waitForProgress(id, (progress) => progress.status === status, timeoutMs),
  };
  return api;
}

/** The Message-ID a received email carries, as sent. */
export const messageIdOf = (email: ReceivedEmail): string => {
  const value = email.headers.get("message-id");
  return typeof value === "string" ? value : "";
};

/** The copies of one campaign among the received emails: their Message-ID names it. */
export const copiesOf = (received: readonly ReceivedEmail[], campaignId: string) =>
  received.filter((email) => messageIdOf(email).startsWith(`<${campaignId}.`));

/** How many of each address's copies arrived, and the distinct Message-IDs each got. */
export function tally(copies: readonly ReceivedEmail[]) {
  const byAddress = new Map<string, { copies: number; messageIds: Set<string> }>();
  for (const copy of copies) {
    for (const address of copy.to) {
      const entry = byAddress.get(address) ?? { copies: 0, messageIds: new Set<string>() };
      entry.copies += 1;
      entry.messageIds.add(messageIdOf(copy));
      byAddress.set(address, entry);
    }
  }
  return byAddress;
}

/** The campaign's delivery rows, counted by status. */
export async function deliveryCounts(
  db: Kysely<DatabaseSchema>,
  campaignId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("campaign_deliveries")
    .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
    .where("campaign_id", "=", campaignId)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, looking every 50 ms. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
