import { useState } from "react";
import { buttonClass } from "../../components/button";
import { resendVerificationLink } from "./auth-api";

type Sending = "idle" | "sending" | "sent" | "failed";

const answers: Record<Exclude<Sending, "idle">, string> = {
  sending: "Sending…",
  sent: "A new link is on its way. Check your inbox (and the spam folder).",
  failed: "We could not send a new link just now. Please try again in a few minutes.",
};

/**
 * /account before the visitor has confirmed their address: what was stored under it stays
 * hidden, since anyone can sign up with anyone's address.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [sending, setSending] = useState<Sending>("idle");

  async function resend() {
    setSending("sending");
    setSending((await resendVerificationLink(email)) ? "sent" : "failed");
  }

  return (
    <section aria-labelledby="confirm-email" className="mx-auto max-w-5xl px-4 py-12">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-6">
        <h2 id="confirm-email" className="text-xl font-bold text-slate-900">
          Confirm your email address
        </h2>
        <p className="mt-2 text-slate-800">
          We sent a link to {email}. Open it while signed in here and press Confirm to see your
          project registrations and payments. Until then they stay hidden, so nobody who types your
          address can see them.
        </p>
        <button
          type="button"
          className={buttonClass("primary", "mt-4")}
          disabled={sending === "sending"}
          onClick={() => void resend()}
        >
          Send the link again
        </button>
        <p role="status" className="mt-3 text-slate-800">
          {sending === "idle" ? "" : answers[sending]}
        </p>
      </div>
    </section>
  );
}
