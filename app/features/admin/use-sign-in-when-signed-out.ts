import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { portalSignIn } from "./portal-sign-in";

/**
 * A portal page shows what the session it was loaded with may see. Once that session ends in
 * this tab, by the site header's Sign Out as by the dashboard's Logout, the page goes to the
 * sign-in at once, in its own place in the history: on a shared office computer the next
 * person finds nothing of it, on screen or behind the Back button.
 */
export function useSignInWhenSignedOut(): void {
  const { user } = useAuth();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) {
      wasSignedIn.current = true;
    } else if (wasSignedIn.current) {
      wasSignedIn.current = false;
      void navigate(portalSignIn, { replace: true });
    }
  }, [user, navigate]);
}
