import { z } from "zod/mini";
import { maxBodyHtmlLength } from "./blog-post";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const version = z.int().check(z.positive());

/** What the campaign editor saves, for the form and for `/api/admin/campaigns`. */
export const campaignSchema = z.strictObject({
  subject: text("Subject", 150),
  previewText: z
    .string()
    .check(z.trim(), z.maxLength(200, "The preview text must be at most 200 characters")),
  bodyHtml: z
    .string({ error: "Write the newsletter" })
    .check(
      z.minLength(1, "Write the newsletter"),
      z.maxLength(maxBodyHtmlLength, "The newsletter is too long to save in one piece"),
    ),
});
export type CampaignInput = z.infer<typeof campaignSchema>;

export const campaignUpdateSchema = z.extend(campaignSchema, { version });

export const campaignVersionSchema = z.strictObject({ version });

/** Send now (no scheduledAt) or at a time (UTC ISO, from the India-time field). */
export const campaignSendSchema = z.strictObject({
  version,
  scheduledAt: z.optional(z.iso.datetime({ offset: true, error: "Choose a date and time" })),
});

/** "Start from the latest posts": how many of them. */
export const campaignFromPostsSchema = z.strictObject({
  count: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
});
