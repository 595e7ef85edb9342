import type { RequestHandler, Response } from "express";
import type { StaffRole } from "#shared/domain/staff";
import { authHeaders } from "../auth/auth";
import type { Services } from "../services";
import type { Admin } from "../services/staff-identity";
import { ApiError } from "./errors";

declare module "express-serve-static-core" {
  interface Locals {
    /** The staff member the guard let through. */
    admin?: Admin;
  }
}

/** What the JSON admin API tells a request its guard turns away. */
export const staffGuardMessages = {
  signIn: "Sign in to the admin portal first.",
} as const;

/**
 * The one guard of the JSON admin API (/api/admin/…): only a session of staff in one of
 * `roles` gets past. Anyone else (no session, an ended one, a visitor's, an editor's where
 * only admins may go) is answered 401 and told to sign in to the portal, as the portal's
 * sign-in tells a visitor nothing more either.
 */
export function requireStaff(
  adminAccess: Services["adminAccess"],
  roles: readonly StaffRole[],
): RequestHandler {
  return (req, res, next) => {
    adminAccess.staffFor(authHeaders(req)).then((staff) => {
      if (!staff || !roles.includes(staff.role)) {
        res.status(401).json({ error: staffGuardMessages.signIn });
        return;
      }
      res.locals.admin = staff;
      next();
    }, next);
  };
}

/** Only admins: the dashboard, the activity, the exports. */
export const requireAdminRole = (adminAccess: Services["adminAccess"]) =>
  requireStaff(adminAccess, ["admin"]);

/** Admins and editors: the blog and its images. */
export const requireAnyStaff = (adminAccess: Services["adminAccess"]) =>
  requireStaff(adminAccess, ["admin", "editor"]);

/** Admins and mentors: marking which students completed their project. */
export const requireMentorOrAdmin = (adminAccess: Services["adminAccess"]) =>
  requireStaff(adminAccess, ["admin", "mentor"]);

/** The staff member the guard let through; a handler the guard did not run before is refused. */
export function staffOf(res: Response): Admin {
  const { admin } = res.locals;
  if (!admin) throw new ApiError(401, staffGuardMessages.signIn);
  return admin;
}
