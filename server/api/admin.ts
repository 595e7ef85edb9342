import { APIError } from "better-auth/api";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod/mini";
import {
  activityKinds,
  adminForgotSchema,
  adminLoginSchema,
  adminResetSchema,
  type DashboardCounts,
} from "#shared/schemas/admin";
import { isAdminListKind, isAnsweredList } from "#shared/domain/admin-lists";
import { isStaffRole } from "#shared/domain/staff";
import { adminListFilterSchema, firstProblem } from "#shared/schemas/admin-lists";
import { fieldErrors } from "#shared/schemas/fields";
import { asAdminWork } from "../auth/admin-scope";
import { authHeaders, clientAddress, type Auth } from "../auth/auth";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { adminMessages } from "../services/admin-access";
import { ApiError, ValidationError } from "./errors";
import { requireAdminRole } from "./staff-guard";
import { validBody } from "./validation";

/**
 * A CSV download from its pieces, the first read before anything is sent: a database that
 * fails at once is an error answer, not an empty file.
 */
async function csvFile(pieces: AsyncGenerator<string>): Promise<Readable> {
  const first = await pieces.next();
  async function* file() {
    // A BOM, so spreadsheet programs read the file as UTF-8 (₹, names in Indian scripts).
    yield `\uFEFF${first.done ? "" : first.value}`;
    yield* pieces;
  }
  return Readable.from(file(), { highWaterMark: 1 });
}

const activityQuerySchema = z.object({
  kind: z.optional(
    z.enum(activityKinds, { error: `Kind must be one of ${activityKinds.join(", ")}.` }),
  ),
});

/** Forgot-password answers no sooner than this, whether or not it sent a code. */
const forgotPasswordMinimumMs = 400;

/** The session cookies better-auth set (or cleared), passed on to the browser. */
function forwardCookies(res: Response, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
}

/**
 * The specification's admin calls (/api/auth/login, forgot-password, reset-password, logout
 * and /api/admin/dashboard), over better-auth's sessions: an admin is a user with the role
 * `admin`, and the portal uses the same session cookie as the rest of the site.
 */
export function adminRoutes({
  auth,
  services,
  limit,
  logger,
}: {
  auth: Auth;
  services: Services;
  /** Brute-force limit for sign-in, codes and resets. */
  limit: RequestHandler;
  logger: Logger;
}): Router {
  const router = Router();
  const { adminAccess } = services;

  router.post("/auth/login", limit, async (req: Request, res: Response) => {
    const { email, password } = validBody(req, adminLoginSchema);
    const failed = async (why: string) => {
      await adminAccess.auditFailedLogin(email, why, clientAddress(req));
      return new ApiError(401, adminMessages.loginFailed);
    };
    let signedIn;
    try {
      signedIn = await asAdminWork(() =>
        auth.api.signInEmail({
          body: { email, password },
          headers: authHeaders(req),
          returnHeaders: true,
        }),
      );
    } catch (error) {
      if (error instanceof APIError) throw await failed("wrong email or password");
      throw error;
    }
    const { user, token } = signedIn.response;
    if (!isStaffRole(user.role)) {
      // A visitor's correct password opens nothing here, and is told nothing more.
      const context = await auth.$context;
      await context.internalAdapter.deleteSession(token);
      throw await failed("not an admin account");
    }
    forwardCookies(res, signedIn.headers);
    await adminAccess.audit(user, "admin.login");
    res.json({ success: true });
  });

  router.post("/auth/logout", async (req: Request, res: Response) => {
    const headers = authHeaders(req);
    const admin = await adminAccess.adminFor(headers);
    try {
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      forwardCookies(res, signedOut.headers);
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
    }
    if (admin) await adminAccess.audit(admin, "admin.logout");
    res.json({ success: true });
  });

  router.post("/auth/forgot-password", limit, async (req: Request, res: Response) => {
    const { email } = validBody(req, adminForgotSchema);
    const started = Date.now();
    try {
      await adminAccess.requestPasswordReset(email);
    } catch (error) {
      // Whatever went wrong, the answer must not tell an admin's address from another.
      logger.error({ err: error, reqId: req.id }, "admin reset code not sent");
    }
    const remaining = forgotPasswordMinimumMs - (Date.now() - started);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    res.json({ message: "If this address belongs to an admin, a code is on its way." });
  });

  router.post("/auth/reset-password", limit, async (req: Request, res: Response) => {
    const { email, otp, newPassword } = validBody(req, adminResetSchema);
    await adminAccess.resetPassword(email, otp, newPassword);
    res.json({ success: true });
  });

  router.use("/admin", requireAdminRole(adminAccess));

  router.get("/admin/dashboard", async (_req: Request, res: Response) => {
    const counts: DashboardCounts = await adminAccess.dashboardCounts();
    res.json(counts);
  });

  router.get("/admin/activity", async (req: Request, res: Response) => {
    const query = activityQuerySchema.safeParse({ kind: req.query.kind });
    if (!query.success) throw new ValidationError(fieldErrors(query.error));
    res.json({ events: await services.adminLists.recentActivity(query.data) });
  });

  /** The current filter of a list as CSV (the list screens link here). */
  router.get("/admin/export/:file", async (req: Request, res: Response) => {
    const kind = /^([a-z]+)\.csv$/.exec(String(req.params.file))?.[1] ?? "";
    if (!isAdminListKind(kind)) throw new ApiError(404, "Not found.");
    const parsed = adminListFilterSchema(kind).safeParse({
      q: req.query.q,
      status: req.query.status,
      project: req.query.project,
      late: req.query.late,
    });
    if (!parsed.success) throw new ApiError(400, firstProblem(parsed.error).msg);
    const { q, status, project, late } = parsed.data;
    const filter = {
      q,
      status,
      ...(kind === "registrations" && project ? { project } : {}),
      ...(isAnsweredList(kind) && late ? { late } : {}),
    };
    const file = await csvFile(services.adminLists.csv(kind, filter));
    const admin = res.locals.admin;
    if (admin) await adminAccess.audit(admin, "admin.export", kind, JSON.stringify(filter));
    const day = new Date().toISOString().slice(0, 10);
    res.type("text/csv; charset=utf-8").attachment(`kodeveda-${kind}-${day}.csv`);
    // pipeline waits for the client to take each piece (backpressure) and, when the client
    // goes away, ends the reading: the list's query loop stops at its next step. A failure
    // after the first byte can only cut the download short, so the client sees an incomplete
    // transfer, never a file that looks whole.
    try {
      await pipeline(file, res);
    } catch (error) {
      if (req.destroyed || res.writableFinished) {
        logger.info({ reqId: req.id, kind }, "CSV export stopped by the client");
        return;
      }
      logger.error({ err: error, reqId: req.id }, "CSV export failed");
      res.destroy();
    }
  });

  return router;
}
