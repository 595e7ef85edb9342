import { z } from "zod/mini";
import { honeypot, maxLength, messageText, requiredEmail, requiredText } from "./fields";

/** "Send me a link" on /your-data and POST /api/your-data/link. */
export const accessLinkSchema = z.strictObject({
  email: requiredEmail(),
  [honeypot.name]: honeypot.schema,
});
export type AccessLinkInput = z.infer<typeof accessLinkSchema>;

/** "Show my data": the emailed link's token, checked by the server. */
export const openLinkSchema = z.strictObject({
  token: requiredText("Link", "The link is incomplete", 64),
});

/** A correction of one record's personal fields, for staff to apply. */
export const correctionSchema = z.strictObject({
  table: requiredText("Record", "Please choose the record to correct", 64),
  id: requiredText("Record", "Please choose the record to correct", 64),
  changes: z.record(
    z.string().check(z.maxLength(64)),
    z
      .string({ error: "Please enter text" })
      .check(
        z.trim(),
        z.maxLength(maxLength.message, `Please keep it under ${maxLength.message} characters`),
      ),
  ),
});
export type CorrectionInput = z.infer<typeof correctionSchema>;

/** Someone who may act for the person if they die or cannot act themselves. */
export const nominationSchema = z.strictObject({
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
});
export type NominationInput = z.infer<typeof nominationSchema>;

/** Withdrawing consent: the newsletter, the account, or both. */
export const withdrawalSchema = z
  .strictObject({
    newsletter: z.optional(z.boolean()),
    account: z.optional(z.boolean()),
  })
  .check(
    z.refine((input) => input.newsletter === true || input.account === true, {
      message: "Please choose what to withdraw",
      path: ["newsletter"],
    }),
  );
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** Erasing everything needs the box ticked. */
export const erasureSchema = z.strictObject({
  confirm: z.literal(true, { error: "Please tick the box to confirm" }),
});

/** A grievance to the grievance officer: open to anyone, no link needed. */
export const grievanceSchema = z.strictObject({
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
  message: messageText("Message must be at least 10 characters long"),
  [honeypot.name]: honeypot.schema,
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;
