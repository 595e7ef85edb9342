import { redirect, type AppLoadContext } from "react-router";
import { portalSignIn } from "./portal-sign-in";

type AdminAccess = AppLoadContext["services"]["adminAccess"];

/** What a portal page's loader or action gets that the guard reads. */
interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

type Guarded<Person> = <Args extends PageArgs, Result>(
  handler: (args: Args, person: Person) => Promise<Result>,
) => (args: Args) => Promise<Result>;

/**
 * Wraps a portal page's loader or action: only the person `lookUp` finds for the request's
 * session gets to `handler`; anyone else (no session, an ended one, a visitor's, an editor's
 * where only admins may go) is sent to the sign-in before the handler reads anything. The
 * look-up is the same one the JSON admin API's guard makes (server/api/staff-guard.ts).
 */
function guard<Person>(
  lookUp: (access: AdminAccess, headers: Headers) => Promise<Person | undefined>,
): Guarded<Person> {
  return (handler) => async (args) => {
    const person = await lookUp(args.context.services.adminAccess, args.request.headers);
    if (!person) throw redirect(portalSignIn);
    return handler(args, person);
  };
}

/** Admins only: the lists, projects, data requests and staff. */
export const adminOnly = guard((access, headers) => access.adminFor(headers));

/** Anyone on the staff, whatever their role: the portal's frame. */
export const anyStaff = guard((access, headers) => access.staffFor(headers));

/** Admins and editors: the blog and the newsletter. */
export const staffOnly = guard(async (access, headers) => {
  const staff = await access.staffFor(headers);
  return staff && staff.role !== "mentor" ? staff : undefined;
});

/** Admins and mentors: marking which students completed their project. */
export const mentorsAndAdmins = guard(async (access, headers) => {
  const staff = await access.staffFor(headers);
  return staff && (staff.role === "admin" || staff.role === "mentor") ? staff : undefined;
});
