import { AsyncLocalStorage } from "node:async_hooks";

const adminScope = new AsyncLocalStorage<true>();

/**
 * Runs work of the admin portal's own (its sign-in) or of the admin tooling (creating or
 * promoting an admin). Only work run through here may create a session for an admin account
 * or link a way of signing in to one (see the hooks in auth.ts): every other door better-auth
 * has (the visitor sign-in, Google) opens nothing for an admin, so the portal's rate limit
 * and audit are the only way in. A flag in the async context cannot be set by a request.
 */
export function asAdminWork<T>(work: () => Promise<T>): Promise<T> {
  return adminScope.run(true, work);
}

export function insideAdminWork(): boolean {
  return adminScope.getStore() === true;
}
