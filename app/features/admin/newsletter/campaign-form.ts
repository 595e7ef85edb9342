import type { CampaignDetail, CampaignProgress } from "#shared/domain/newsletter";
import { campaignSchema, type CampaignInput } from "#shared/schemas/campaign";
import { fieldErrors } from "#shared/schemas/fields";
import { pathMessages, type FieldMessages } from "../admin-api";
import { isEmptyBody } from "../posts/post-form";

export type CampaignFormValues = CampaignInput;

export const emptyCampaign = (): CampaignFormValues => ({
  subject: "",
  previewText: "",
  bodyHtml: "",
});

export const formOf = (campaign: CampaignDetail): CampaignFormValues => ({
  subject: campaign.subject,
  previewText: campaign.previewText,
  bodyHtml: campaign.bodyHtml,
});

/** The JSON body for POST/PUT /api/admin/campaigns (without `version`). */
export const inputOf = (values: CampaignFormValues): CampaignInput => ({
  ...values,
  bodyHtml: isEmptyBody(values.bodyHtml) ? "" : values.bodyHtml,
});

/** The same check the server makes, field by field: empty when the campaign can be saved. */
export function validate(values: CampaignFormValues): FieldMessages {
  const result = campaignSchema.safeParse(inputOf(values));
  return result.success ? {} : pathMessages(fieldErrors(result.error));
}

/** Whether the form differs from what was last saved (an empty editor is no body). */
export function isDirty(saved: CampaignFormValues, current: CampaignFormValues): boolean {
  const a = inputOf(saved);
  const b = inputOf(current);
  return a.subject !== b.subject || a.previewText !== b.previewText || a.bodyHtml !== b.bodyHtml;
}

/** Copies that are done with: delivered, refused for good, or not sent on purpose. */
export function percentDone(progress: CampaignProgress): number {
  if (progress.recipients === 0) return 0;
  const done = progress.sent + progress.bounced + progress.skipped;
  // Rounded down: 100 only once every copy is done with.
  return Math.min(100, Math.floor((done * 100) / progress.recipients));
}

/** Statuses whose progress still moves, so the panel keeps asking. */
export const isActiveCampaign = (status: CampaignDetail["status"]) =>
  status === "scheduled" || status === "sending" || status === "paused";
