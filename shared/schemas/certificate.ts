import { z } from "zod/mini";
import {
  certificateFields,
  fieldAlignments,
  placementLimits,
  type CertificateLayout,
} from "../domain/certificates";
import { maxLength, requiredEmail, requiredText } from "./fields";

/**
 * Certificates as staff and mentors enter them (issue 40): one schema per form, read by the
 * portal's form and by its API call (server/api/admin-certificates.ts).
 */

export const certificateFormMessages = {
  periodRequired:
    "Give the dates or hours the certificate states, such as “5 Dec 2026 – 30 Jan 2027 · 24 hours”",
  reasonRequired: "Say why the certificate is revoked: the verification page shows it",
  nameRequired: "Name is required",
  designNameRequired: "Give the design a name staff will recognise",
  signatoryRequired: "Give the signatory's name",
  signatoryTitleRequired: "Give the signatory's title, such as “Director, Kodeveda”",
  colour: "Enter a colour as # and six hexadecimal digits, such as #1f2937",
  titleRequired: "Give the programme's title as the certificate states it",
  collegeRequired: "Give the college's name",
  participantsRequired: "Upload a CSV of the participants: name, email and, optionally, college",
  stale: "Someone changed this design since you opened it: reload the page and try again",
} as const;

const text = (label: string, max: number, required: string) => requiredText(label, required, max);

const optionalNote = z.optional(
  z.string().check(z.trim(), z.maxLength(500, "A note must be at most 500 characters")),
);

/** A mentor's tick (or untick) of one paid student, with an optional note. */
export const completionSchema = z.strictObject({
  registrationId: z.string().check(z.minLength(1), z.maxLength(64)),
  completed: z.boolean({ error: "Tick or untick the student" }),
  note: optionalNote,
});
export type CompletionInput = z.infer<typeof completionSchema>;

/** What a project's certificates state: "" is the built-in design. */
export const issueSchema = z.strictObject({
  designId: z._default(z.string().check(z.maxLength(64)), ""),
  period: text("Dates or hours", 120, certificateFormMessages.periodRequired),
});
export type IssueInput = z.infer<typeof issueSchema>;

export const revokeSchema = z.strictObject({
  reason: text("The reason", 300, certificateFormMessages.reasonRequired),
});

/** A reissue: the holder's name as it should be printed. */
export const reissueSchema = z.strictObject({
  name: text("Name", maxLength.name, certificateFormMessages.nameRequired),
});

/**
 * A number within `placementLimits[column]`, with one sentence for every way it can be wrong.
 * `coerce.number`, not `number`: the validation library's plain number is code no public page
 * loads yet, and every form page would load it from the shared chunk (docs/performance.md).
 * The form sends numbers; a blank box reaches it as NaN, which is refused like any non-number.
 */
const bounded = (column: keyof typeof placementLimits, label: string, unit: string) => {
  const { min, max } = placementLimits[column];
  const message = `${label} must be between ${min} and ${max}${unit}`;
  return z.coerce
    .number({ error: `${label} must be a number${unit ? " of millimetres" : ""}` })
    .check(z.gte(min, message), z.lte(max, message));
};

const placementSchema = z.strictObject({
  x: bounded("x", "Across", " mm"),
  y: bounded("y", "Down", " mm"),
  size: bounded("size", "Size", ""),
  align: z.enum(fieldAlignments, { error: "Choose left, centre or right" }),
  maxWidthMm: bounded("maxWidthMm", "Width", " mm"),
});

const layoutSchema = z.strictObject(
  Object.fromEntries(certificateFields.map((field) => [field, placementSchema])) as Record<
    keyof CertificateLayout,
    typeof placementSchema
  >,
);

/** A design's words and placements; its pictures are uploaded on their own (setPicture). */
export const designSchema = z.strictObject({
  name: text("Name", 80, certificateFormMessages.designNameRequired),
  signatoryName: text(
    "Signatory's name",
    maxLength.name,
    certificateFormMessages.signatoryRequired,
  ),
  signatoryTitle: text("Signatory's title", 120, certificateFormMessages.signatoryTitleRequired),
  textColour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, certificateFormMessages.colour)),
  layout: layoutSchema,
  /** The version the form was opened at (0 for a new design). */
  version: z.int().check(z.gte(0)),
});
export type DesignInput = z.infer<typeof designSchema>;

/** A college workshop's certificates: its details, and the participants' CSV as text. */
export const workshopSchema = z.strictObject({
  title: text("Programme title", 160, certificateFormMessages.titleRequired),
  college: text("College", maxLength.name, certificateFormMessages.collegeRequired),
  period: text("Dates or hours", 120, certificateFormMessages.periodRequired),
  bookingId: z.optional(z.string().check(z.maxLength(64))),
  designId: z._default(z.string().check(z.maxLength(64)), ""),
  participantsCsv: text(
    "The participants' list",
    2_000_000,
    certificateFormMessages.participantsRequired,
  ),
  /** True: check the list and issue nothing; the form checks before it issues. */
  checkOnly: z._default(z.boolean(), false),
});
export type WorkshopInput = z.infer<typeof workshopSchema>;

/** One participant row, with the same rules and messages as the registration dialog's fields. */
export const participantSchema = z.strictObject({
  name: requiredText("Name", "Name is required", maxLength.name),
  email: requiredEmail(),
  college: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(maxLength.name, `College must be at most ${maxLength.name} characters long`),
      ),
  ),
});
export type Participant = z.infer<typeof participantSchema>;

/** Whether the holder lets search engines show their certificate's page. */
export const indexableSchema = z.strictObject({ indexable: z.boolean() });
