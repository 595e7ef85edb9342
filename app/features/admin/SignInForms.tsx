import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { EmailField } from "../../components/form/EmailField";
import { adminForgotSchema, adminLoginSchema, adminResetSchema } from "#shared/schemas/admin";
import { useFieldErrors } from "../forms/use-field-errors";
import { call, errorOf } from "./admin-api";
import { adminText } from "./messages";
import { PasswordResetFields } from "./PasswordResetFields";
import { StatusMessage } from "./StatusMessage";

type View = "login" | "forgot" | "reset";

const titles: Record<View, string> = {
  login: "Admin login",
  forgot: "Forgot password",
  reset: "Reset password",
};

const submitLabels: Record<View, string> = {
  login: "Login",
  forgot: "Send OTP",
  reset: "Reset Password",
};

/**
 * The signed-out portal: the login form, and the forgot-password and reset views that lead
 * back to it. A successful login hands over to the page (`onSignedIn`), which reloads its
 * data and the site header's session.
 */
export function SignInForms({
  message,
  setMessage,
  onSignedIn,
}: {
  message: string;
  setMessage: (message: string) => void;
  onSignedIn: () => Promise<void>;
}) {
  const [view, setView] = useState<View>("login");
  const [email, setEmail] = useState("");
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setMessage("");
    setBusy(true);
    try {
      if (view === "login") {
        const input = fields.validate(form, adminLoginSchema);
        if (!input) return;
        const response = await call("/api/auth/login", input);
        if (!response.ok) {
          setMessage((await errorOf(response)) ?? adminText.loginFailed);
          return;
        }
        setMessage(adminText.loginSuccessful);
        await onSignedIn();
      } else if (view === "forgot") {
        const input = fields.validate(form, adminForgotSchema);
        if (!input) return;
        const response = await call("/api/auth/forgot-password", input);
        if (!response.ok) {
          setMessage((await errorOf(response)) ?? adminText.otpFailed);
          return;
        }
        setEmail(input.email);
        setMessage(adminText.otpSent);
        setView("reset");
      } else {
        const input = fields.validate(form, adminResetSchema);
        if (!input) return;
        const response = await call("/api/auth/reset-password", input);
        if (!response.ok) {
          setMessage((await errorOf(response)) ?? adminText.resetFailed);
          return;
        }
        setMessage(adminText.resetSuccessful);
        setEmail("");
        setFormKey((key) => key + 1);
        setView("login");
      }
    } catch {
      setMessage(adminText.networkError);
    } finally {
      setBusy(false);
    }
  }

  const switchTo = (next: View) => {
    fields.reset();
    setMessage("");
    setView(next);
  };

  const { errors } = fields;
  return (
    <section aria-labelledby="admin-form" className="mx-auto max-w-md px-4 py-10">
      <h2 id="admin-form" className="text-2xl font-bold text-slate-900">
        {titles[view]}
      </h2>
      <form
        key={`${view}-${formKey}`}
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={fields.clearOnEdit}
        className="mt-6 space-y-4"
      >
        <EmailField
          error={errors.email}
          autoComplete="username"
          defaultValue={view === "reset" ? email : undefined}
        />
        {view === "login" && (
          <Field
            label="Password"
            name="password"
            error={errors.password}
            inputProps={{ type: "password", autoComplete: "current-password", required: true }}
          />
        )}
        {view === "reset" && <PasswordResetFields errors={errors} />}
        <StatusMessage message={message} />
        <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
          {submitLabels[view]}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          onClick={() => switchTo(view === "login" ? "forgot" : "login")}
          className="text-brand-700 underline"
        >
          {view === "login" ? "Forgot password?" : "Back to login"}
        </button>
      </p>
    </section>
  );
}
