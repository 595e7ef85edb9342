import { useState } from "react";
import { Dialog } from "../Dialog";

/** The navigation's Login button and its sign-in dialog. */
export function LoginDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        onClick={() => setOpen(true)}
      >
        Login
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Sign in">
        <p className="text-slate-600">
          Student accounts open soon. Until then you can register for projects and book sessions
          without signing in.
        </p>
      </Dialog>
    </>
  );
}
