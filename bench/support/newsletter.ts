import { randomBytes, randomUUID } from "node:crypto";
import type { CampaignDetail, CampaignProgress } from "#shared/domain/newsletter";
import { connectDatabase, type AppDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import type { TestDatabase } from "#tests/support/test-database";
import { peakRssMb, resetPeakRss, rssMb } from "./process";
import type { BenchServer } from "./server";

export interface NewsletterReport {
  subscribers: number;
  /** Copies the mail server took per second, from the send call to the campaign being sent. */
  copiesPerSecond: number;
  seconds: number;
  /** Messages the discarding SMTP server accepted during the send. */
  delivered: number;
  /** The campaign's progress when it was sent, as the portal shows it. */
  progressSent: number;
  /** campaign_deliveries rows of the campaign, and those of them marked sent. */
  deliveryRows: number;
  deliveryRowsSent: number;
  /** The server's resident memory, settled, with the subscribers stored and nothing sending. */
  idleRssMb: number;
  /** The most it held from the send call until the campaign was sent. */
  peakRssMb: number;
}

/** The rise of peak RSS over idle the issue allows for a send. */
export const newsletterRssBudgetMb = 50;
const batch = 1000;
/** Long enough for 50,000 copies at a slow 100 a second, with room to spare. */
const sendTimeoutMs = 10 * 60_000;
const pollMs = 500;
const sampleMs = 100;

const campaign = {
  subject: "Kodeveda newsletter — benchmark edition",
  previewText: "Three paragraphs, sent to every confirmed subscriber at once.",
  bodyHtml: [
    "<p>Hello from Kodeveda. This month our students shipped three projects: a clinic booking app, a bus-pass renewal portal and a library catalogue that works offline.</p>",
    "<p>The next cohort starts in January. Workshops on React, Node and PostgreSQL run every Saturday in Hyderabad, and every session is recorded for those who cannot come.</p>",
    '<p>Colleges can book a two-day workshop for their third-year students: write to us and we will plan it with you. <a href="/blog">Read the blog</a> for what we learnt this term.</p>',
  ].join(""),
};

function connect(database: TestDatabase): AppDatabase {
  return connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
}

/**
 * Confirmed subscribers written straight into the server's database, as double opt-in would
 * have left them: going through the confirmation links would benchmark subscribing instead.
 */
export async function seedSubscribers(database: TestDatabase, count: number): Promise<void> {
  const connection = connect(database);
  const start = Date.now() - count * 1000;
  try {
    for (let i = 0; i < count; i += batch) {
      await connection.db.transaction().execute(async (trx) => {
        const rows = Array.from({ length: Math.min(batch, count - i) }, (_, j) => {
          const at = new Date(start + (i + j) * 1000).toISOString();
          return {
            id: randomUUID(),
            email: `reader-${i + j}@bench.example`,
            status: "subscribed" as const,
            unsubscribe_token: randomBytes(24).toString("base64url"),
            source: "blog",
            unsubscribed_at: null,
            confirm_token_hash: null,
            confirm_sent_at: at,
            confirm_expires_at: null,
            confirmed_at: at,
            confirmed_ip: "127.0.0.1",
            bounced_at: null,
            consent_notice: "bench",
            consent_at: at,
            created_at: at,
            updated_at: at,
          };
        });
        await trx.insertInto("newsletter_subscribers").values(rows).execute();
      });
    }
  } finally {
    await connection.close();
  }
}

async function staffCall<T>(
  server: BenchServer,
  cookie: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${server.url}/api/admin/campaigns${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    throw new Error(`${path || "/"}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * One campaign to every subscriber (seeded beforehand with seedSubscribers), as staff send it
 * from the portal: created and sent through the admin API, then its progress polled as the
 * panel does until it is sent. The server must run with NEWSLETTER_RATE=0 (copies as fast as
 * SMTP takes them) and SMTP_URL at a discarding server whose `received()` counts what it took.
 * Memory is the server's resident set: settled before the send (idle), and at most during it,
 * from /proc sampled every 100 ms and from the kernel's high-water mark reset at the start.
 */
export async function sendNewsletter(
  server: BenchServer,
  cookie: string,
  database: TestDatabase,
  smtp: { received(): number },
  subscribers: number,
): Promise<NewsletterReport> {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error("the bench server has no process id");
  const { campaign: draft } = await staffCall<{ campaign: CampaignDetail }>(
    server,
    cookie,
    "",
    campaign,
  );
  // Settled: what the process holds once the seeding and the sign-in are behind it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRssMb = rssMb(pid);
  const highWaterReset = resetPeakRss(pid);
  let sampledPeak = idleRssMb;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, rssMb(pid));
    } catch {
      // The process ended: the send below fails and says so.
    }
  }, sampleMs);
  const receivedBefore = smtp.received();
  const startedAt = performance.now();
  let progress: CampaignProgress | undefined;
  try {
    await staffCall(server, cookie, `/${draft.id}/send`, { version: draft.version });
    const deadline = Date.now() + sendTimeoutMs;
    for (;;) {
      ({ progress } = await staffCall<{ progress: CampaignProgress }>(
        server,
        cookie,
        `/${draft.id}/progress`,
      ));
      if (progress.status === "sent") break;
      if (Date.now() > deadline || progress.status !== "sending") {
        throw new Error(
          `the campaign is ${progress.status} after ${Math.round((performance.now() - startedAt) / 1000)} s: ${JSON.stringify(progress)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const peak = Math.max(sampledPeak, highWaterReset ? peakRssMb(pid) : 0);
  const delivered = smtp.received() - receivedBefore;

  const connection = connect(database);
  try {
    const rows = await connection.db
      .selectFrom("campaign_deliveries")
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      .where("campaign_id", "=", draft.id)
      .groupBy("status")
      .execute();
    const deliveryRows = rows.reduce((sum, row) => sum + Number(row.n), 0);
    return {
      subscribers,
      copiesPerSecond: Math.round(progress.sent / seconds),
      seconds: Math.round(seconds * 10) / 10,
      delivered,
      progressSent: progress.sent,
      deliveryRows,
      deliveryRowsSent: Number(rows.find((row) => row.status === "sent")?.n ?? 0),
      idleRssMb,
      peakRssMb: peak,
    };
  } finally {
    await connection.close();
  }
}

/** Why a send fails the benchmark (a copy lost or sent twice), or undefined when each went once. */
export function newsletterFailure(report: NewsletterReport): string | undefined {
  const expected = report.subscribers;
  const problems = [
    report.delivered !== expected
      ? `the mail server took ${report.delivered} messages for ${expected} subscribers`
      : "",
    report.progressSent !== expected ? `the progress says ${report.progressSent} sent` : "",
    report.deliveryRows !== expected || report.deliveryRowsSent !== expected
      ? `${report.deliveryRows} delivery rows, ${report.deliveryRowsSent} of them sent`
      : "",
  ].filter(Boolean);
  return problems.length > 0 ? problems.join("; ") : undefined;
}

/** The target: the send costs the server at most this much memory over idle. */
export const newsletterWithinBudget = (report: NewsletterReport) =>
  report.peakRssMb - report.idleRssMb <= newsletterRssBudgetMb;
