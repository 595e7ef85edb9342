import { useEffect, useState, type SubmitEvent } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { EmailField } from "../../components/form/EmailField";
import {
  adminForgotSchema,
  adminLoginSchema,
  adminResetSchema,
  otpLength,
  type DashboardCounts,
} from "../../schemas/admin";
import { passwordRules } from "../../schemas/password-rules";
import { useFieldErrors } from "../forms/use-field-errors";
import { adminText, isGoodNews } from "./messages";

const quickActions = [
  { label: "Manage bookings", to: "/admin/bookings" },
  { label: "Contact messages", to: "/admin/contacts" },
  { label: "View subscribers", to: "/admin/subscribers" },
  { label: "Registrations", to: "/admin/registrations" },
] as const;

/** The latest submissions, payments and admin actions, from the database. */
function RecentActivity() {
  const [events, setEvents] = useState<Array<{ at: string; text: string }>>();
  useEffect(() => {
    const unmounted = new AbortController();
    void call("/api/admin/activity")
      .then(async (response) =>
        response.ok
          ? ((await response.json()) as { events: Array<{ at: string; text: string }> })
          : { events: [] },
      )
      .then(({ events: latest }) => {
        if (!unmounted.signal.aborted) setEvents(latest);
      })
      .catch(() => undefined);
    return () => unmounted.abort();
  }, []);
  return (
    <>
      <h3 className="mt-10 text-lg font-semibold text-slate-900">Recent activity</h3>
      {events === undefined ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : events.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {events.map((event) => (
            <li
              key={`${event.at}-${event.text}`}
              className="flex flex-wrap justify-between gap-2 px-4 py-3"
            >
              <span className="text-slate-900">{event.text}</span>
              <time dateTime={event.at} className="text-sm text-slate-600">
                {new Intl.DateTimeFormat("en-IN", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                }).format(new Date(event.at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

type View = "login" | "forgot" | "reset" | "dashboard";

async function call(url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
}

async function errorOf(response: Response): Promise<string | undefined> {
  const data = (await response.json().catch(() => ({}))) as { error?: unknown };
  return typeof data.error === "string" && data.error !== "" ? data.error : undefined;
}

/**
 * The staff portal of the specification: login, forgot and reset views, then the dashboard.
 * The check "on load" for an existing session (docs/product.md §4) is the route's loader reading the
 * dashboard on the server, so a signed-out visit makes no failing request.
 */
export function AdminPortal({ initialCounts }: { initialCounts: DashboardCounts | null }) {
  // The page's loader looked the session up: an admin still signed in sees the dashboard.
  const [view, setView] = useState<View>(initialCounts ? "dashboard" : "login");
  const [counts, setCounts] = useState<DashboardCounts | undefined>(initialCounts ?? undefined);
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState("");
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors();

  async function loadDashboard(): Promise<boolean> {
    try {
      const response = await call("/api/admin/dashboard");
      if (!response.ok) return false;
      setCounts((await response.json()) as DashboardCounts);
      setView("dashboard");
      return true;
    } catch {
      return false;
    }
  }

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
        await loadDashboard();
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
      } else if (view === "reset") {
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

  async function logout() {
    try {
      await call("/api/auth/logout", {});
    } catch {
      setMessage(adminText.networkError);
    }
    setCounts(undefined);
    setMessage("");
    setView("login");
  }

  const switchTo = (next: View) => {
    fields.reset();
    setMessage("");
    setView(next);
  };

  const status = message && (
    <p
      role="status"
      className={`rounded-lg border p-3 ${
        isGoodNews(message)
          ? "border-green-300 bg-green-50 text-green-900"
          : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {message}
    </p>
  );

  if (view === "dashboard" && counts) {
    const cards: Array<[string, number]> = [
      ["Bookings", counts.bookings],
      ["Newsletter subscribers", counts.subscribers],
      ["Contact messages", counts.contacts],
      ["Blog posts", counts.blogs],
    ];
    return (
      <section aria-labelledby="dashboard" className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="dashboard" className="text-2xl font-bold text-slate-900">
            Dashboard
          </h2>
          <button type="button" onClick={() => void logout()} className={buttonClass("outline")}>
            Logout
          </button>
        </div>
        {status && <div className="mt-4">{status}</div>}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-10 text-lg font-semibold text-slate-900">Quick actions</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {quickActions.map(({ label, to }) => (
            <li key={to}>
              <Link to={to} className={buttonClass("outline", "w-full")}>
                {label}
              </Link>
            </li>
          ))}
          {["Manage blog posts", "Send newsletter"].map((label) => (
            <li key={label}>
              <button type="button" disabled className={buttonClass("outline", "w-full")}>
                {label}
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-600">
          Blog posts are edited in the site's content files for now, and newsletters are not sent
          from the portal yet: both buttons are disabled until they are.
        </p>
        <RecentActivity />
      </section>
    );
  }

  const titles: Record<"login" | "forgot" | "reset", string> = {
    login: "Admin login",
    forgot: "Forgot password",
    reset: "Reset password",
  };
  const formView = view === "dashboard" ? "login" : view;
  const { errors } = fields;
  return (
    <section aria-labelledby="admin-form" className="mx-auto max-w-md px-4 py-10">
      <h2 id="admin-form" className="text-2xl font-bold text-slate-900">
        {titles[formView]}
      </h2>
      <form
        key={`${formView}-${formKey}`}
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={fields.clearOnEdit}
        className="mt-6 space-y-4"
      >
        <EmailField
          error={errors.email}
          autoComplete="username"
          defaultValue={formView === "reset" ? email : undefined}
        />
        {formView === "login" && (
          <Field
            label="Password"
            name="password"
            error={errors.password}
            inputProps={{ type: "password", autoComplete: "current-password", required: true }}
          />
        )}
        {formView === "reset" && (
          <>
            <Field
              label="OTP"
              name="otp"
              error={errors.otp}
              hint={`The ${otpLength}-digit code we emailed you. It works once, for 10 minutes.`}
              inputProps={{
                inputMode: "numeric",
                autoComplete: "one-time-code",
                required: true,
                maxLength: otpLength,
              }}
            />
            <Field
              label="New password"
              name="newPassword"
              error={errors.newPassword}
              hint={`At least ${passwordRules.min} characters.`}
              inputProps={{
                type: "password",
                autoComplete: "new-password",
                required: true,
                maxLength: passwordRules.max,
              }}
            />
          </>
        )}
        {status}
        <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
          {formView === "login" ? "Login" : formView === "forgot" ? "Send OTP" : "Reset Password"}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        {formView === "login" ? (
          <button
            type="button"
            onClick={() => switchTo("forgot")}
            className="text-brand-700 underline"
          >
            Forgot password?
          </button>
        ) : (
          <button
            type="button"
            onClick={() => switchTo("login")}
            className="text-brand-700 underline"
          >
            Back to login
          </button>
        )}
      </p>
    </section>
  );
}
