import { useEffect, useState, type SubmitEvent } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../../components/Dialog";
import { buttonClass } from "../../components/button";
import { ErrorAlert } from "../../components/form/Banner";
import { Field } from "../../components/form/Field";
import { EmailField } from "../../components/form/EmailField";
import { maxLength } from "#shared/schemas/fields";
import { signInSchema, signUpSchema } from "#shared/schemas/account";
import { passwordRules } from "#shared/schemas/password-rules";
import { useFieldErrors } from "../forms/use-field-errors";
import { fetchSignInOptions, signInWithEmail, signInWithGoogle, signUpWithEmail } from "./auth-api";
import { useAuth } from "./AuthProvider";

type Mode = "signin" | "signup";

/** The sign-in dialog: sign in or sign up with email and password, or continue with Google. */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>("signin");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === "signin" ? "Sign in" : "Create an account"}
      className="max-w-md"
    >
      <SignInForm key={mode} mode={mode} onModeChange={setMode} onDone={onClose} />
    </Dialog>
  );
}

function SignInForm({
  mode,
  onModeChange,
  onDone,
}: {
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  onDone: () => void;
}) {
  const { signedIn } = useAuth();
  const { pathname, search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  const [google, setGoogle] = useState(false);
  const fields = useFieldErrors();

  useEffect(() => {
    let current = true;
    void fetchSignInOptions().then((options) => {
      if (current) setGoogle(options.google);
    });
    return () => {
      current = false;
    };
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    let result;
    if (mode === "signup") {
      const input = fields.validate(form, signUpSchema);
      if (!input) return;
      setError("");
      setSubmitting(true);
      result = await signUpWithEmail(input);
    } else {
      const input = fields.validate(form, signInSchema);
      if (!input) return;
      setError("");
      setSubmitting(true);
      result = await signInWithEmail(input);
    }
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    signedIn(result.user);
    onDone();
  }

  const { errors } = fields;
  const signingUp = mode === "signup";
  return (
    <div className="space-y-5">
      {google && (
        <>
          <button
            type="button"
            onClick={() => void signInWithGoogle(pathname + search)}
            className={buttonClass("outline", "w-full")}
          >
            <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
              <path
                fill="#FFC107"
                d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
              />
              <path
                fill="#FF3D00"
                d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
              />
              <path
                fill="#4CAF50"
                d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
              />
              <path
                fill="#1976D2"
                d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
              />
            </svg>
            Continue with Google
          </button>
          <p className="text-center text-sm text-slate-600">or with your email</p>
        </>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={fields.clearOnEdit}
        className="space-y-4"
      >
        {signingUp && (
          <Field
            label="Name"
            name="name"
            error={errors.name}
            hint="Shown in the navigation when you are signed in."
            inputProps={{ autoComplete: "name", required: true, maxLength: maxLength.name }}
          />
        )}
        <EmailField error={errors.email} />
        <Field
          label="Password"
          name="password"
          error={errors.password}
          hint={signingUp ? `At least ${passwordRules.min} characters.` : undefined}
          inputProps={{
            type: "password",
            autoComplete: signingUp ? "new-password" : "current-password",
            required: true,
            minLength: signingUp ? passwordRules.min : undefined,
            maxLength: passwordRules.max,
          }}
        />
        {signingUp && (
          <Field
            label="Confirm password"
            name="confirmPassword"
            error={errors.confirmPassword}
            inputProps={{
              type: "password",
              autoComplete: "new-password",
              required: true,
              maxLength: passwordRules.max,
            }}
          />
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
          {submitting && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {submitting
            ? signingUp
              ? "Creating account..."
              : "Signing in..."
            : signingUp
              ? "Create Account"
              : "Sign In"}
        </button>
      </form>
      <p className="text-center text-sm text-slate-700">
        {signingUp ? "Already have an account?" : "Don't have an account?"}{" "}
        <button
          type="button"
          onClick={() => onModeChange(signingUp ? "signin" : "signup")}
          className="font-semibold text-brand-700 underline"
        >
          {signingUp ? "Sign in" : "Sign up"}
        </button>
      </p>
    </div>
  );
}
