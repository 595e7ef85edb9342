import { Router, type Request, type RequestHandler, type Response } from "express";
import {
  accessLinkSchema,
  correctionSchema,
  erasureSchema,
  grievanceSchema,
  nominationSchema,
  openLinkSchema,
  withdrawalSchema,
} from "#shared/schemas/your-data";
import { authHeaders } from "../auth/auth";
import type { Config } from "../config";
import type { SiteRateLimits } from "../http/rate-limit";
import { yourDataSessionCookie } from "#shared/http/your-data-cookie";
import type { Services } from "../services";
import { dueDate, newRequestReference } from "../services/privacy/requests";
import { ApiError } from "./errors";
import { isFromBot, validBody } from "./validation";

/** What a client without a session (or with one that ran out) is told. */
export const yourDataMessages = {
  noSession: "Your link has expired. Please ask for a new one on the Your data page.",
  badLink: "This link has expired or was already used. Please ask for a new one.",
} as const;

/**
 * The "Your data" page's API (/api/your-data/…): asking for the emailed link, opening it,
 * and what the person may then do with their data. Everything past the link needs its
 * session cookie, or a signed-in visitor whose address is confirmed.
 */
export function yourDataRoutes({
  config,
  services,
  limits,
}: {
  config: Config;
  services: Services;
  limits: Pick<SiteRateLimits, "forms" | "accessLinks">;
}): Router {
  const router = Router();
  const { access } = services.privacy;

  /** The address the request may act for, or a 401. */
  async function personOf(req: Request): Promise<string> {
    const email = await access.personFor(authHeaders(req));
    if (!email) throw new ApiError(401, yourDataMessages.noSession);
    return email;
  }

  const handle =
    (work: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next) => {
      work(req, res).catch(next);
    };

  // The same answer whether or not we hold anything for the address.
  router.post(
    "/link",
    limits.accessLinks,
    handle(async (req, res) => {
      const input = validBody(req, accessLinkSchema);
      if (!isFromBot(input)) await access.requestLink(input.email);
      res.status(202).json({ status: "sent" });
    }),
  );

  router.post(
    "/open",
    handle(async (req, res) => {
      const { token } = validBody(req, openLinkSchema);
      const secret = await access.openLink(token);
      if (!secret) throw new ApiError(404, yourDataMessages.badLink);
      res.setHeader("Set-Cookie", yourDataSessionCookie(secret, config.secureOrigin));
      res.json({ status: "open" });
    }),
  );

  router.get(
    "/",
    handle(async (req, res) => {
      const email = await personOf(req);
      const [sections, records] = await Promise.all([
        services.privacy.person.summary(email),
        access.correctableRecords(email),
      ]);
      res.json({ email, sections, records });
    }),
  );

  router.get(
    "/download",
    handle(async (req, res) => {
      const zip = await access.download(await personOf(req));
      res
        .type("application/zip")
        .attachment("your-data.zip")
        .set("Cache-Control", "no-store")
        .send(Buffer.from(zip));
    }),
  );

  router.post(
    "/corrections",
    handle(async (req, res) => {
      const email = await personOf(req);
      res.status(201).json(await access.correct(email, validBody(req, correctionSchema)));
    }),
  );

  router.post(
    "/nominations",
    handle(async (req, res) => {
      const email = await personOf(req);
      res.status(201).json(await access.nominate(email, validBody(req, nominationSchema)));
    }),
  );

  router.post(
    "/withdrawal",
    handle(async (req, res) => {
      const email = await personOf(req);
      res.json(await access.withdraw(email, validBody(req, withdrawalSchema)));
    }),
  );

  router.post(
    "/erasure",
    handle(async (req, res) => {
      const email = await personOf(req);
      validBody(req, erasureSchema);
      const outcome = await access.erase(email);
      // The session is over: there is nothing left to show.
      res.setHeader("Set-Cookie", yourDataSessionCookie("", config.secureOrigin));
      res.json(outcome);
    }),
  );

  // Open to anyone, like the contact form: no link needed to complain.
  router.post(
    "/grievances",
    limits.forms,
    handle(async (req, res) => {
      const input = validBody(req, grievanceSchema);
      if (isFromBot(input)) {
        const dueAt = dueDate("grievance", new Date(), config.privacy);
        res.status(201).json({ reference: newRequestReference(), dueAt: dueAt.toISOString() });
        return;
      }
      res.status(201).json(await access.grievance(input));
    }),
  );

  return router;
}
