import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "./AuthProvider";

// The dialog and its validation load when a visitor reaches for the Login button, so pages
// without forms do not carry the validation library (see vite.config.ts).
const loadSignInDialog = () => import("./SignInDialog");
const SignInDialog = lazy(() =>
  loadSignInDialog().then(({ SignInDialog }) => ({ default: SignInDialog })),
);

/** The Login button and the placeholder share one size, so nothing moves when the session loads. */
const slot = "inline-flex h-11 min-w-20 items-center justify-center";

/**
 * The navigation's account controls: nothing (but the space) while the session loads, the
 * Login button when signed out, and the avatar, name and Sign Out when signed in.
 */
export function AuthControls() {
  const { user, loading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so closing keeps the loaded dialog for next time.
  const [wanted, setWanted] = useState(false);

  if (loading) return <span aria-hidden="true" className={slot} />;

  if (!user) {
    return (
      <>
        <button
          type="button"
          className={`${slot} rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900`}
          onPointerEnter={() => void loadSignInDialog()}
          onFocus={() => void loadSignInDialog()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          Login
        </button>
        {wanted && (
          <Suspense fallback={null}>
            <SignInDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        to="/account"
        className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-slate-800 hover:text-brand-700"
      >
        <img
          src={user.image ?? "/images/avatar-default.svg"}
          alt=""
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          className="size-8 rounded-full bg-brand-100 object-cover"
        />
        <span className="max-w-16 truncate min-[400px]:max-w-24 sm:max-w-40">{user.name}</span>
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 sm:px-3"
      >
        Sign Out
      </button>
    </div>
  );
}
