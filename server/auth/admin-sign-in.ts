import { AsyncLocalStorage } from "node:async_hooks";

const adminSignIn = new AsyncLocalStorage<true>();

/**
 * Runs the admin portal's sign-in. Only work run through here may create a session for an
 * admin (see the session hook in auth.ts): every other door better-auth has (the visitor
 * sign-in, Google, a verification link) opens no admin session, so the portal's rate limit
 * and audit are the only way in. A flag in the async context cannot be set by a request.
 */
export function asAdminSignIn<T>(work: () => Promise<T>): Promise<T> {
  return adminSignIn.run(true, work);
}

export function insideAdminSignIn(): boolean {
  return adminSignIn.getStore() === true;
}
