import type { Request } from "express";
import type { z } from "zod/mini";
import { fieldErrors, honeypot } from "#shared/schemas/fields";
import { ApiError, ValidationError } from "./errors";

/**
 * The request body checked against the form's own schema, the one the browser uses, so
 * both give the same messages. A body that is not a JSON object is refused outright.
 */
export function validBody<Schema extends z.ZodMiniType>(
  req: Request,
  schema: Schema,
): z.output<Schema> {
  const body: unknown = req.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "The request body must be a JSON object.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** A bot filled in the field people cannot see. */
export function isFromBot(input: object): boolean {
  const value = (input as Record<string, unknown>)[honeypot.name];
  return typeof value === "string" && value.trim() !== "";
}
