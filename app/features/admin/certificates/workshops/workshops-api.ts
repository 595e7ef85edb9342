import type { WorkshopInput } from "#shared/schemas/certificate";
import { networkError, pathMessages, type FieldMessages } from "../../admin-api";
import type { RowProblem } from "./workshop-form";

/** What the server made of the form: a checked list, issued certificates, or a refusal. */
export type WorkshopAnswer =
  | { kind: "checked"; participants: number; problems: RowProblem[] }
  | { kind: "issued"; workshopId: string; issued: number }
  | { kind: "refused"; error: string; problems: RowProblem[] }
  | { kind: "failed"; status: number; error: string; fields: FieldMessages };

interface Body {
  kind?: unknown;
  error?: unknown;
  errors?: unknown;
  problems?: unknown;
  participants?: unknown;
  workshopId?: unknown;
  issued?: unknown;
}

const problemsOf = (value: unknown): RowProblem[] =>
  Array.isArray(value) ? (value as RowProblem[]) : [];

/**
 * Checks the list (`checkOnly`) or issues the workshop's certificates. The form's one key
 * goes with every press, so a second press after a lost answer finds the workshop the first
 * made instead of issuing twice. Not `send`: the key is a header, the problems a body of
 * their own.
 */
export async function submitWorkshop(input: WorkshopInput, key: string): Promise<WorkshopAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/admin/certificate-workshops", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "Idempotency-Key": key,
      },
      body: JSON.stringify(input),
      credentials: "include",
    });
  } catch {
    return { kind: "failed", status: 0, error: networkError, fields: {} };
  }
  const data = (await response.json().catch(() => ({}))) as Body;
  if (response.ok && data.kind === "checked") {
    return {
      kind: "checked",
      participants: Number(data.participants),
      problems: problemsOf(data.problems),
    };
  }
  if (response.ok && data.kind === "issued" && typeof data.workshopId === "string") {
    return { kind: "issued", workshopId: data.workshopId, issued: Number(data.issued) };
  }
  const error = typeof data.error === "string" && data.error !== "" ? data.error : undefined;
  if (response.status === 400 && Array.isArray(data.problems)) {
    return {
      kind: "refused",
      error: error ?? "Fix the rows marked below",
      problems: problemsOf(data.problems),
    };
  }
  const fields = pathMessages(data.errors);
  return {
    kind: "failed",
    status: response.status,
    error:
      error ??
      (response.status === 401 || response.status === 403
        ? "Your session has ended. Sign in again in another tab, then try again."
        : Object.keys(fields).length > 0
          ? "Some fields need correcting: see the messages below them."
          : "That did not work. Try again."),
    fields,
  };
}
