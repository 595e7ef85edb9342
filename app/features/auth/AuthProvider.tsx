import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchSession, signOut as endSession } from "./auth-api";
import type { AccountUser } from "#shared/domain/accounts";

interface AuthState {
  /** The signed-in visitor, or null. */
  user: AccountUser | null;
  /** True until the first answer about the session (docs/product.md §4). */
  loading: boolean;
  /** After signing in or up: the visitor the server answered with. */
  signedIn: (user: AccountUser | null) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

/**
 * The visitor's session for every component. Prerendered pages cannot know who is looking,
 * so the first render says "loading" and the session is asked for once the page runs.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<AccountUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    fetchSession()
      .then((answer) => {
        if (current) setUser(answer);
      })
      .catch((error: unknown) => console.error("Could not read the session", error))
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, []);

  const signedIn = useCallback((next: AccountUser | null) => {
    setUser(next);
    setLoading(false);
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
    setUser(null);
  }, []);

  const value = useMemo(
    () => ({ user, loading, signedIn, signOut }),
    [user, loading, signedIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
