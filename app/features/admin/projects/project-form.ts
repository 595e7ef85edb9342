import type { Image } from "#shared/content/types";
import {
  cancellableStatuses,
  refundableStatuses,
  type RegistrationStatus,
} from "#shared/domain/registrations";
import {
  defaultProjectSeats,
  type pipelineStatuses,
  type StaffCompletedProjectView,
  type StaffProjectView,
} from "#shared/domain/projects";
import { fieldErrors } from "#shared/schemas/fields";
import {
  completedProjectSchema,
  projectSchema,
  type CompletedProjectInput,
  type ProjectInput,
} from "#shared/schemas/project";

/** A field's first message, by the field's name ("technologies", "images.0.alt", …). */
export type FieldMessages = Record<string, string>;

/**
 * A list typed into a textarea: one item a line, or separated by commas when `commas`;
 * blank items are dropped, the rest trimmed.
 */
export function parseList(text: string, { commas = false }: { commas?: boolean } = {}): string[] {
  return text
    .split(commas ? /[\n,]/ : /\n/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** A list shown back in its textarea, one item a line. */
export const listText = (items: readonly string[]): string => items.join("\n");

/** A whole number typed into a number field; NaN (refused by the schema) when it is not one. */
export function wholeNumberOf(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A 400's field errors (`errors: [{path,msg}]`), the first message of each field. */
export function messagesOf(errors: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!Array.isArray(errors)) return messages;
  for (const error of errors as Array<{ path?: unknown; msg?: unknown }>) {
    if (typeof error.path !== "string" || typeof error.msg !== "string") continue;
    messages[fieldOf(error.path)] ??= error.msg;
  }
  return messages;
}

/** "technologies.2" is the technologies field; an image's own fields stay themselves. */
function fieldOf(path: string): string {
  const [head, index, rest] = path.split(".");
  if (head === "images" && index !== undefined) return rest === "alt" ? path : "images";
  return head ?? path;
}

function check(schema: typeof projectSchema | typeof completedProjectSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : messagesOf(fieldErrors(result.error));
}

/* ---------- The pipeline project's form ---------- */

export interface ProjectFormValues {
  title: string;
  status: (typeof pipelineStatuses)[number];
  timeline: string;
  description: string;
  /** One a line or comma-separated. */
  technologies: string;
  mentor: string;
  /** One a line. */
  objectives: string;
  progress: string;
  seats: string;
  registrationOpen: boolean;
}

export const emptyProjectForm = (): ProjectFormValues => ({
  title: "",
  status: "Planning",
  timeline: "",
  description: "",
  technologies: "",
  mentor: "",
  objectives: "",
  progress: "0",
  seats: String(defaultProjectSeats),
  registrationOpen: true,
});

export function projectFormOf(project: StaffProjectView): ProjectFormValues {
  return {
    title: project.title,
    // A completed project keeps its last pipeline status in the form.
    status: project.status === "In Progress" ? "In Progress" : "Planning",
    timeline: project.timeline,
    description: project.description,
    technologies: listText(project.technologies),
    mentor: project.mentor,
    objectives: listText(project.objectives),
    progress: String(project.progress),
    seats: String(project.seats),
    registrationOpen: project.registrationOpen,
  };
}

/** The JSON body for POST/PUT /api/admin/projects (without `version`). */
export function projectInputOf(values: ProjectFormValues): ProjectInput {
  return {
    title: values.title,
    status: values.status,
    timeline: values.timeline,
    description: values.description,
    technologies: parseList(values.technologies, { commas: true }),
    mentor: values.mentor,
    objectives: parseList(values.objectives),
    progress: wholeNumberOf(values.progress),
    seats: wholeNumberOf(values.seats),
    registrationOpen: values.registrationOpen,
  };
}

/** The same check the server makes: empty when the project can be saved. */
export const validateProject = (values: ProjectFormValues): FieldMessages =>
  check(projectSchema, projectInputOf(values));

/* ---------- The gallery's completed project ---------- */

export const maxGalleryImages = 4;

export interface CompletedFormValues {
  title: string;
  goal: string;
  techStack: string;
  outcome: string;
  testimonialQuote: string;
  testimonialAuthor: string;
  testimonialRole: string;
  images: Image[];
}

/** A new gallery entry, from the project it tells the story of when there is one. */
export function emptyCompletedForm(
  draft: Partial<CompletedProjectInput> = {},
): CompletedFormValues {
  return {
    title: draft.title ?? "",
    goal: draft.goal ?? "",
    techStack: listText(draft.techStack ?? []),
    outcome: draft.outcome ?? "",
    testimonialQuote: draft.testimonialQuote ?? "",
    testimonialAuthor: draft.testimonialAuthor ?? "",
    testimonialRole: draft.testimonialRole ?? "",
    images: draft.images ?? [],
  };
}

export function completedFormOf(project: StaffCompletedProjectView): CompletedFormValues {
  return {
    title: project.title,
    goal: project.goal,
    techStack: listText(project.techStack),
    outcome: project.outcome,
    testimonialQuote: project.testimonial.quote,
    testimonialAuthor: project.testimonial.author,
    testimonialRole: project.testimonial.role,
    images: project.images,
  };
}

/** The JSON body for POST/PUT /api/admin/completed-projects (without `version`). */
export function completedInputOf(values: CompletedFormValues): CompletedProjectInput {
  return {
    title: values.title,
    goal: values.goal,
    techStack: parseList(values.techStack, { commas: true }),
    outcome: values.outcome,
    testimonialQuote: values.testimonialQuote,
    testimonialAuthor: values.testimonialAuthor,
    testimonialRole: values.testimonialRole,
    // The schema takes a picture's four fields only (its other widths are the server's).
    images: values.images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
  };
}

export const validateCompleted = (values: CompletedFormValues): FieldMessages =>
  check(completedProjectSchema, completedInputOf(values));

/* ---------- Registrations ---------- */

/** A registration row as the admin lists give it. */
export type RegistrationRow = Record<string, string | number | null>;

const isOneOf = (values: readonly string[], value: unknown) =>
  typeof value === "string" && values.includes(value);

/**
 * Whether staff can cancel the registration. One whose UPI payment is being verified is
 * confirmed or rejected first (the server says so), so it has no Cancel button.
 */
export const isCancellable = (row: RegistrationRow): boolean =>
  row.status !== ("awaiting_verification" satisfies RegistrationStatus) &&
  isOneOf(cancellableStatuses, row.status);

/**
 * A paid UPI registration is refunded from the bank's app: staff give that refund's
 * reference. Card and Razorpay payments are refunded through their gateway: nothing to type.
 */
export const needsUpiRefundReference = (row: RegistrationRow): boolean =>
  row.payment_method === "upi" && isOneOf(refundableStatuses, row.status);

/** A paid Razorpay registration: cancelling it refunds the payment through Razorpay. */
export const refundsThroughRazorpay = (row: RegistrationRow): boolean =>
  row.payment_method === "razorpay" && isOneOf(refundableStatuses, row.status);
