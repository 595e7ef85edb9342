import { z } from "zod/mini";
import { maxProjectSeats, pipelineStatuses } from "../domain/projects";
import { maxLength } from "./fields";
import { picturePath } from "./picture-path";

/**
 * What staff write about projects and gallery entries, and cancelling a registration: one
 * schema for each portal form and its API call (server/api/admin-projects.ts). The visitor's
 * waitlist form has its own file (waitlist.ts), so public pages do not load these.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** A list typed one item per line (or comma) in the form, sent as an array. */
const list = (
  label: string,
  { min, max, itemMax }: { min: number; max: number; itemMax: number },
) =>
  z
    .array(text(label, itemMax))
    .check(
      z.minLength(
        min,
        min === 1 ? `Add at least one ${label.toLowerCase()}` : `Add at least ${min}`,
      ),
      z.maxLength(max, `At most ${max} ${label.toLowerCase()} entries`),
    );

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .int({ error: `${label} must be a whole number` })
    .check(
      z.gte(min, `${label} must be at least ${min}`),
      z.lte(max, `${label} must be at most ${max}`),
    );

const version = z.int({ error: "Reload the page and try again" }).check(z.positive());

export const projectSchema = z.strictObject({
  title: text("Title", 120),
  status: z.enum(pipelineStatuses, { error: "Choose In Progress or Planning" }),
  timeline: text("Timeline", 60),
  description: text("Description", 1_000),
  technologies: list("Technology", { min: 1, max: 12, itemMax: 40 }),
  mentor: text("Mentor", maxLength.name),
  objectives: list("Objective", { min: 1, max: 8, itemMax: 200 }),
  progress: wholeNumber("Progress", 0, 100),
  seats: wholeNumber("Seats", 1, maxProjectSeats),
  registrationOpen: z.boolean({ error: "Say whether registration is open" }),
});
export type ProjectInput = z.infer<typeof projectSchema>;

export const projectUpdateSchema = z.extend(projectSchema, { version });
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;

/** Archive, restore or mark completed: only the version the page showed. */
export const projectVersionSchema = z.strictObject({ version });

export const moveSchema = z.strictObject({
  direction: z.enum(["up", "down"], { error: "Move up or down" }),
});

const image = z.strictObject({
  src: picturePath("Upload the picture", "Upload the picture again"),
  alt: text("The picture's description", 200),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});

export const completedProjectSchema = z.strictObject({
  title: text("Title", 120),
  goal: text("Goal", 600),
  techStack: list("Technology", { min: 1, max: 12, itemMax: 40 }),
  outcome: text("Outcome", 600),
  testimonialQuote: text("Quote", 600),
  testimonialAuthor: text("Author", maxLength.name),
  testimonialRole: text("Role", 120),
  images: z.array(image).check(z.maxLength(4, "At most 4 pictures")),
});
export type CompletedProjectInput = z.infer<typeof completedProjectSchema>;

export const completedProjectUpdateSchema = z.extend(completedProjectSchema, { version });

/**
 * Cancelling a registration. A paid UPI registration is refunded by staff from the bank's
 * app, so they give the refund's reference; a card one is refunded through Stripe.
 */
export const cancelRegistrationSchema = z.strictObject({
  reason: text("Reason", 300),
  upiRefundReference: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(40, "The refund reference must be at most 40 characters")),
  ),
});
export type CancelRegistrationInput = z.infer<typeof cancelRegistrationSchema>;
