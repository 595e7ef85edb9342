import { useRef } from "react";

/**
 * The sign-in dialog opened by the navigation's Login button. The native <dialog>
 * traps focus, closes on Escape and returns focus to the button by itself.
 */
export function LoginDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        onClick={() => dialog.current?.showModal()}
      >
        Login
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="login-dialog-title"
        className="m-auto w-full max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="login-dialog-title" className="text-xl font-bold text-slate-900">
          Sign in
        </h2>
        <p className="mt-2 text-slate-600">
          Accounts are on their way. Until then you can register for projects and book slots without
          signing in.
        </p>
        <form method="dialog" className="mt-6 text-right">
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          >
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
