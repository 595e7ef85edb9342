import type { CampaignDetail } from "#shared/domain/newsletter";

/** A saved draft as GET /api/admin/campaigns/:id answers it, for the screens' tests. */
export const draftCampaign: CampaignDetail = {
  id: "c-1",
  subject: "November at Kodeveda",
  previewText: "Three new posts",
  bodyHtml: "<p>Hello, readers.</p>",
  status: "draft",
  scheduledAt: null,
  startedAt: null,
  finishedAt: null,
  version: 2,
  updatedAt: "2026-11-20T04:30:00.000Z",
  updatedBy: "Asha",
  progress: {
    status: "draft",
    recipients: 0,
    queued: 0,
    sent: 0,
    failed: 0,
    bounced: 0,
    skipped: 0,
    unsubscribed: 0,
  },
};
