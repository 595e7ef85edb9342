import type { Kysely, Selectable } from "kysely";
import {
  newsletterMessages,
  type CampaignDetail,
  type CampaignProgress,
  type CampaignSummary,
} from "#shared/domain/newsletter";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema, NewsletterCampaignsTable } from "../../db/schema";
import { ServiceRefusal } from "../errors";
import type { CampaignSender } from "./sending";

export type CampaignRow = Selectable<NewsletterCampaignsTable>;

/** Campaigns as staff read them: the stored row, with the sender's progress for each. */
export function campaignRecords(db: AppDatabase["db"], sender: CampaignSender) {
  async function withProgress(rows: CampaignRow[]): Promise<Map<string, CampaignProgress>> {
    return sender.progress(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        recipientEstimate: row.recipient_estimate,
        enqueueDone: row.enqueue_done === 1,
      })),
    );
  }

  const summary = (row: CampaignRow, progress: CampaignProgress): CampaignSummary => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    progress,
  });

  async function detail(row: CampaignRow): Promise<CampaignDetail> {
    const progress = (await withProgress([row])).get(row.id);
    if (!progress) throw new Error(`no progress for campaign ${row.id}`);
    return { ...summary(row, progress), previewText: row.preview_text, bodyHtml: row.body_html };
  }

  /**
   * The campaign, or a not-found refusal. Inside a write, pass its transaction: SQLite has one
   * connection, which the transaction holds until it ends.
   */
  async function load(id: string, reader: Kysely<DatabaseSchema> = db): Promise<CampaignRow> {
    const row = await reader
      .selectFrom("newsletter_campaigns")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", newsletterMessages.campaignNotFound);
    return row;
  }

  const content = (row: CampaignRow) => ({
    subject: row.subject,
    previewText: row.preview_text,
    bodyHtml: row.body_html,
  });

  return { withProgress, summary, detail, load, content };
}

export type CampaignRecords = ReturnType<typeof campaignRecords>;
