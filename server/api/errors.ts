import type { FieldError } from "#shared/schemas/fields";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../logger";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "../db/unavailable";
import { ServiceRefusal } from "../services/errors";

const refusalStatus: Record<ServiceRefusal["reason"], number> = {
  invalid: 400,
  unauthorized: 401,
  conflict: 409,
  not_found: 404,
  unavailable: 503,
  upstream: 502,
};

/** What an API client may be told about a failure: a sentence, never a stack trace. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 whose body lists each invalid field with its message: `{ errors: [{ path, msg }] }`. */
export class ValidationError extends ApiError {
  constructor(readonly errors: FieldError[]) {
    super(400, "Some fields need your attention.");
  }
}

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

/** body-parser's error types, in words a client developer understands. */
const bodyParserMessages: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON.",
  "entity.too.large": "The request body is too large.",
  "encoding.unsupported": "The request body's encoding is not supported.",
  "charset.unsupported": "The request body's character set is not supported; use UTF-8.",
  "request.aborted": "The request was aborted before its body arrived.",
  "entity.verify.failed": "The request body could not be verified.",
};

/** API answers are about one person at one moment: no cache keeps them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: "Not found." });
};

/**
 * Bodies that change something must be JSON: a form post from another site (which can
 * only send form encodings without a preflight) is refused before any work is done.
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const hasBody =
    req.headers["transfer-encoding"] !== undefined ||
    (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");
  if (hasBody && !req.is("application/json")) {
    res
      .status(415)
      .json({ error: "Send the request body as JSON (Content-Type: application/json)." });
    return;
  }
  next();
};

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ApiError) {
      res
        .status(error.status)
        .json(
          error instanceof ValidationError ? { errors: error.errors } : { error: error.message },
        );
      return;
    }
    if (error instanceof ServiceRefusal) {
      const { field, code } = error.about;
      res
        .status(refusalStatus[error.reason])
        .json(
          field
            ? { errors: [{ path: field, msg: error.message }] }
            : { error: error.message, ...(code ? { code } : {}) },
        );
      return;
    }
    const httpError = (error ?? {}) as HttpErrorLike;
    const status = Number(httpError.status ?? httpError.statusCode);
    if (status >= 400 && status < 500) {
      const type = typeof httpError.type === "string" ? httpError.type : "";
      const message =
        bodyParserMessages[type] ??
        (httpError.expose === true && error instanceof Error ? error.message : "Bad request.");
      res.status(status).json({ error: message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, reqId: req.id }, "API request failed: the database is unavailable");
      res.setHeader("Retry-After", "30");
      res.status(503).json({ error: databaseUnavailableMessage });
      return;
    }
    logger.error({ err: error, reqId: req.id }, "API request failed");
    res.status(500).json({ error: "Something went wrong on our side. Please try again." });
  };
}
