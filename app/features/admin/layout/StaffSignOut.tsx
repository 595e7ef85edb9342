import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../auth/AuthProvider";
import { call } from "../admin-api";
import { adminText } from "../messages";
import { portalSignIn } from "../portal-sign-in";

/**
 * Ends the staff session through the portal's own logout (audited as a sign-out), then shows
 * the sign-in in this page's place in the history, as the dashboard's Logout does.
 */
export function StaffSignOut() {
  const { signedIn } = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  async function signOut() {
    try {
      const answer = await call("/api/auth/logout", {});
      if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
    } catch {
      setFailed(true);
      return;
    }
    signedIn(null);
    await navigate(portalSignIn, { replace: true });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void signOut()}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        Sign Out
      </button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {adminText.networkError}
        </p>
      )}
    </>
  );
}
