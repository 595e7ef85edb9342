import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminDashboard } from "#shared/schemas/admin";
import { fetchSession } from "../auth/auth-api";
import { useAuth } from "../auth/AuthProvider";
import { call } from "./admin-api";
import { Dashboard } from "./Dashboard";
import { adminText } from "./messages";
import { SignInForms } from "./SignInForms";
import { useSignInWhenSignedOut } from "./use-sign-in-when-signed-out";

/** The page header's line under "Admin Portal", with the sign-in forms and with the dashboard. */
export const adminIntro = {
  signIn:
    "Sign in with your staff account to see bookings, messages, subscribers and registrations.",
  dashboard: "Bookings, messages, subscribers and registrations at a glance.",
} as const;

/**
 * The staff portal of the specification: login, forgot and reset views, then the dashboard.
 * The check "on load" for an existing session (docs/product.md §4) is the route's loader
 * reading the dashboard on the server: `dashboard` is null unless the session is an admin's.
 * Signing in or out reloads that data and the site header's session, without a new page.
 */
export function AdminPortal({ dashboard }: { dashboard: AdminDashboard | null }) {
  const [message, setMessage] = useState("");
  const revalidator = useRevalidator();
  const { signedIn } = useAuth();
  useSignInWhenSignedOut();

  /** The page's loader and the header both learn of the new session. */
  async function refresh() {
    const session = fetchSession().then(signedIn, () => undefined);
    await Promise.all([revalidator.revalidate(), session]);
  }

  async function logout() {
    try {
      await call("/api/auth/logout", {});
      setMessage("");
    } catch {
      setMessage(adminText.networkError);
    }
    await refresh();
  }

  if (dashboard) {
    return <Dashboard dashboard={dashboard} message={message} onLogout={() => void logout()} />;
  }
  return <SignInForms message={message} setMessage={setMessage} onSignedIn={refresh} />;
}
