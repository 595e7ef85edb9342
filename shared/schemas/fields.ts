import { z } from "zod/mini";
import { honeypotField } from "./honeypot";
import { maxEmailLength } from "./newsletter-email";

// In the browser our Content-Security-Policy forbids eval: without this, zod probes for it
// with `new Function` and the browser reports a policy violation on every form page.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Longest values we accept: generous for people, useless for abuse. */
export const maxLength = {
  name: 100,
  email: maxEmailLength,
  phone: 30,
  section: 50,
  address: 500,
  message: 5000,
} as const;

/**
 * A required text field: trimmed, with the specification's message when it is missing or
 * blank, and a clear one when it is too long.
 */
export function requiredText(label: string, requiredMessage: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`),
    })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(max, `${label} must be at most ${max} characters long`),
    );
}

/** A required email address with the specification's messages. */
export function requiredEmail(
  requiredMessage = "Email is required",
  invalidMessage = "Please enter a valid email address",
) {
  return z.pipe(
    requiredText("Email", requiredMessage, maxLength.email),
    z.email({ error: invalidMessage }),
  );
}

/** A message of at least 10 characters once trimmed. */
export function messageText(requiredMessage: string) {
  return requiredText("Message", requiredMessage, maxLength.message).check(
    z.refine((value) => value.length >= 10, "Message must be at least 10 characters long"),
  );
}

/** The hidden field bots fill in (see honeypot.ts). */
export const honeypot = {
  name: honeypotField,
  schema: z.optional(z.string().check(z.maxLength(1000))),
} as const;

/** One entry per invalid field, as the API answers with status 400. */
export interface FieldError {
  path: string;
  msg: string;
}

/** The first problem with each field, in the order of the form. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        errors.push({ path: key, msg: `${key} is not a field of this form` });
        seen.add(key);
      }
      continue;
    }
    const path = issue.path.map(String).join(".");
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, msg: issue.message });
  }
  return errors;
}

/**
 * What each field says when it is left empty, as the schema says it for an empty form: the
 * page can show it before its scripts have arrived (features/forms/early-submit.server.ts).
 */
export function emptyFieldMessages(schema: z.ZodMiniObject): Record<string, string> {
  const empty = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ""]));
  const result = schema.safeParse(empty);
  if (result.success) return {};
  return Object.fromEntries(fieldErrors(result.error).map(({ path, msg }) => [path, msg]));
}
