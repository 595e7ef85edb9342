/** A unique constraint refused the row, on SQLite or on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/**
 * A request the rules refuse, with a sentence for the person who made it. The reason says
 * what kind of refusal it is; the API turns it into a status code.
 */
export class ServiceRefusal extends Error {
  constructor(
    readonly reason:
      "invalid" | "unauthorized" | "conflict" | "not_found" | "unavailable" | "upstream",
    message: string,
    /**
     * `field`: the form field the sentence belongs at (an invalid refusal is then answered
     * like a validation error); `code`: a word a client acts on, e.g. offering the waitlist.
     */
    readonly about: { field?: string; code?: RefusalCode } = {},
  ) {
    super(message);
  }
}

/** The refusals a client does something about beside showing the sentence. */
export type RefusalCode = "project_full";

/**
 * A refusal, a sentence for the person, told from any other error. Pages reach it through the
 * load context's services: the page bundle has its own copy of the ServiceRefusal class, so
 * only this bundle's class is the one the services throw.
 */
export const isServiceRefusal = (error: unknown): error is ServiceRefusal =>
  error instanceof ServiceRefusal;

/**
 * PostgreSQL gave up a serializable transaction because another ran at the same moment
 * (SQLSTATE 40001): running it again is the remedy. SQLite writes one at a time.
 */
export function isSerializationFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  return (error as { code?: unknown }).code === "40001";
}
