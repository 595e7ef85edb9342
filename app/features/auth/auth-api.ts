import type { SignInInput, SignUpInput } from "#shared/schemas/account";
import type { AccountUser } from "#shared/domain/accounts";
import { signInErrorMessage } from "./messages";

/**
 * The browser's calls to better-auth (/api/account), plain fetch: a client library would
 * put its weight on every page for five requests. Answers carry `{ code, message }` on error.
 */

const base = "/api/account";

interface SessionAnswer {
  user: { id: string; name: string; email: string; image?: string | null };
}

function toUser(answer: SessionAnswer | null | undefined): AccountUser | null {
  if (!answer?.user) return null;
  const { id, name, email, image } = answer.user;
  return { id, name, email, image: image ?? null };
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
}

export type AuthResult = { ok: true; user: AccountUser | null } | { ok: false; message: string };

async function signedIn(response: Response): Promise<AuthResult> {
  const data = (await response.json().catch(() => ({}))) as
    (SessionAnswer & { code?: undefined }) | { code?: string; message?: string };
  if (response.ok && "user" in data) return { ok: true, user: toUser(data) };
  const { code, message } = data as { code?: string; message?: string };
  return { ok: false, message: signInErrorMessage(response.status, code, message) };
}

/**
 * Asked for once per page load. The page preloads it with the page's scripts (see
 * app/deferred-scripts.server.ts), so the answer is often here before React is. The preload is
 * crossorigin="use-credentials": it serves only a request in cors mode with credentials
 * "include", as this one is.
 */
export const sessionPath = `${base}/get-session`;

export async function fetchSession(): Promise<AccountUser | null> {
  const response = await fetch(sessionPath, { credentials: "include" });
  if (!response.ok) throw new Error(`session lookup answered ${response.status}`);
  return toUser((await response.json()) as SessionAnswer | null);
}

export async function signInWithEmail({ email, password }: SignInInput): Promise<AuthResult> {
  try {
    return await signedIn(await post("/sign-in/email", { email, password, rememberMe: true }));
  } catch {
    return { ok: false, message: signInErrorMessage(0) };
  }
}

export async function signUpWithEmail({ name, email, password }: SignUpInput): Promise<AuthResult> {
  try {
    return await signedIn(await post("/sign-up/email", { name, email, password }));
  } catch {
    return { ok: false, message: signInErrorMessage(0) };
  }
}

export async function signOut(): Promise<void> {
  await post("/sign-out", {});
}

/**
 * Starts Google sign-in: better-auth answers with Google's address (with
 * prompt=select_account) and the browser goes there; Google brings the visitor back to
 * `returnTo`, signed in. Failures are only logged, as the specification says.
 */
export async function signInWithGoogle(returnTo: string): Promise<void> {
  try {
    const response = await post("/sign-in/social", {
      provider: "google",
      callbackURL: returnTo,
      errorCallbackURL: returnTo,
    });
    const data = (await response.json()) as { url?: string };
    if (!response.ok || !data.url) throw new Error(`Google sign-in answered ${response.status}`);
    window.location.assign(data.url);
  } catch (error) {
    console.error("Google sign-in failed", error);
  }
}

/** Whether Google sign-in is configured on this server. */
export async function fetchSignInOptions(): Promise<{ google: boolean }> {
  try {
    const response = await fetch("/api/sign-in/options");
    return response.ok ? ((await response.json()) as { google: boolean }) : { google: false };
  } catch {
    return { google: false };
  }
}

/** Emails the signed-in visitor a new link that confirms their address; false if it failed. */
export async function resendVerificationLink(email: string): Promise<boolean> {
  try {
    return (await post("/send-verification-email", { email })).ok;
  } catch {
    return false;
  }
}
