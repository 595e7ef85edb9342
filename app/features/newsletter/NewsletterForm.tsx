import { useId, useState, type SubmitEvent } from "react";
import { Link } from "react-router";
import { newsletterResetMs } from "../../constants";
import type { NewsletterSource } from "#shared/schemas/newsletter";
import {
  invalidNewsletterEmail,
  maxEmailLength,
  newsletterEmailProblem,
} from "#shared/schemas/newsletter-email";
import { honeypotField } from "#shared/schemas/honeypot";
import { Honeypot } from "../forms/Honeypot";
import { postJson, serverGaveNoReason } from "../forms/post-json";
import { readForm } from "../forms/read-form";
import { useResetAfter } from "../forms/use-reset-after";
import { useHydrated } from "../../hooks/useHydrated";
import { useEarlyForm } from "../forms/early-submit";

type Status = "idle" | "loading" | "success" | "error";

const subscribed = "Thank you for subscribing!";
// Double opt-in (docs/decisions/0017): nothing is sent until the address's owner confirms.
const confirmFromInbox = "Please confirm from the email we have just sent you.";
const backToIdle: readonly Status[] = ["success", "error"];

const looks = {
  light: {
    input: "border-slate-300 bg-white",
    button: "bg-brand-700 text-white hover:bg-brand-900",
    success: "text-green-800",
    error: "text-red-700",
    note: "text-slate-600",
    link: "text-brand-700",
  },
  dark: {
    input: "border-slate-500 bg-white",
    button: "bg-accent-500 text-slate-900 hover:bg-amber-400",
    success: "text-green-300",
    error: "text-red-300",
    note: "text-slate-300",
    link: "text-white",
  },
} as const;

/**
 * An email box that subscribes to the newsletter: on the blog and in the footer. It works from
 * the first paint, as the contact form does (features/forms/early-submit.server.ts): until
 * React runs, the message for an empty address is in the page, hidden, for the page's script
 * to show.
 */
export function NewsletterForm({
  source,
  tone,
}: {
  source: NewsletterSource;
  tone: keyof typeof looks;
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");
  useResetAfter(status, backToIdle, newsletterResetMs, setStatus, "idle");
  const look = looks[tone];

  /** The address to send, or undefined once the problem with it is shown. */
  function check(
    form: HTMLFormElement,
    values: Record<string, string>,
    focus: boolean,
  ): string | undefined {
    const email = (values.email ?? "").trim();
    const problem = newsletterEmailProblem(email);
    if (!problem) return email;
    setMessage(problem);
    setStatus("error");
    const input = form.elements.namedItem("email");
    if (focus && input instanceof HTMLInputElement) input.focus();
    return undefined;
  }
  const formRef = useEarlyForm((form) => check(form, readForm(form), false));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading") return;
    const form = event.currentTarget;
    const values = readForm(form);
    const email = check(form, values, true);
    if (email === undefined) return;
    setStatus("loading");
    setMessage("");
    const result = await postJson("/api/newsletter", {
      email,
      source,
      [honeypotField]: values[honeypotField] ?? "",
    });
    if (result.ok) {
      form.reset();
      setMessage(subscribed);
      setStatus("success");
      return;
    }
    setMessage(
      result.kind === "invalid"
        ? (result.errors[0]?.msg ?? invalidNewsletterEmail)
        : result.kind === "refused"
          ? (result.message ?? serverGaveNoReason)
          : "We could not reach the server. Please check your connection and try again.",
    );
    setStatus("error");
  }

  const showMessage = status === "success" || status === "error";
  return (
    <form
      ref={formRef}
      data-early-form=""
      className="relative"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={maxEmailLength}
          placeholder="you@example.com"
          aria-invalid={status === "error" ? true : undefined}
          aria-describedby={`${id}-message`}
          suppressHydrationWarning
          className={`min-h-11 min-w-0 flex-1 rounded-lg border px-3 py-2 text-slate-900 ${look.input}`}
        />
        <button
          type="submit"
          // Enabled before React by the page's script (never without scripts).
          disabled={!hydrated || status === "loading"}
          suppressHydrationWarning
          className={`min-h-11 rounded-lg px-4 font-semibold disabled:opacity-70 ${look.button}`}
        >
          {status === "loading" ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <Honeypot />
      <p
        id={`${id}-message`}
        role="status"
        className={`mt-2 min-h-6 text-sm font-medium ${status === "success" ? look.success : look.error}`}
      >
        {showMessage ? message : ""}
        {!hydrated && (
          <span id={`${id}-email-error`} hidden suppressHydrationWarning>
            {invalidNewsletterEmail}
          </span>
        )}
        {status === "success" && <span className="block font-normal">{confirmFromInbox}</span>}
      </p>
      <p className={`text-xs ${look.note}`}>
        One email a month; unsubscribe with one click.{" "}
        <Link to="/privacy" className={`underline ${look.link}`}>
          Privacy Notice
        </Link>
      </p>
    </form>
  );
}
