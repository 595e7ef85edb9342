import { Form, Link } from "react-router";
import { campaignStatusLabels } from "#shared/domain/newsletter";
import { indiaDateTime } from "#shared/domain/india-time";
import type { FailingEmail } from "#shared/schemas/outbox";
import { buttonClass } from "../../../components/button";

function stateOf({ state, campaign }: FailingEmail) {
  if (state.givenUp) return "Given up";
  // The outbox takes a campaign's copies only while it sends.
  if (campaign && campaign.status !== "sending") {
    return `Retrying once its campaign sends again (it is ${campaignStatusLabels[campaign.status].toLowerCase()})`;
  }
  return `Retrying, next try at ${indiaDateTime(state.nextTryAt)}`;
}

/**
 * The failing emails as cards, one under the other: a long address or error wraps within the
 * card, so the list fits a phone's width as it does a laptop's.
 */
export function FailingEmailCards({ rows, busy }: { rows: FailingEmail[]; busy: boolean }) {
  if (rows.length === 0) return <p className="py-6 text-slate-700">No email is failing.</p>;
  return (
    <ol className="space-y-4">
      {rows.map((email) => (
        <li key={email.id}>
          <article
            aria-labelledby={`email-${email.id}`}
            className={`rounded-lg border p-4 ${email.state.givenUp ? "border-red-300 bg-red-50" : "border-amber-300 bg-amber-50"}`}
          >
            <h2 id={`email-${email.id}`} className="font-semibold wrap-anywhere text-slate-900">
              {email.subject}
            </h2>
            {email.campaign && (
              <p className="mt-1 text-sm text-slate-700">
                A copy of the newsletter{" "}
                <Link
                  to={`/admin/newsletter/${email.campaign.id}`}
                  className="text-brand-700 underline"
                >
                  {email.campaign.subject}
                </Link>
              </p>
            )}
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-600">To</dt>
              <dd className="wrap-anywhere">{email.to}</dd>
              <dt className="font-medium text-slate-600">Queued</dt>
              <dd>{indiaDateTime(email.createdAt)}</dd>
              <dt className="font-medium text-slate-600">Attempts</dt>
              <dd>{email.attempts}</dd>
              <dt className="font-medium text-slate-600">Last error</dt>
              <dd className="wrap-anywhere whitespace-pre-wrap">{email.lastError ?? "None"}</dd>
              <dt className="font-medium text-slate-600">State</dt>
              <dd className="font-semibold">{stateOf(email)}</dd>
            </dl>
            {email.canRetry ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="id" value={email.id} />
                <button type="submit" disabled={busy} className={buttonClass("outline")}>
                  Send again<span className="sr-only"> to {email.to}</span>
                </button>
              </Form>
            ) : (
              email.state.givenUp && (
                <p className="mt-3 text-sm text-slate-700">
                  It can be sent again only while its campaign sends.
                </p>
              )
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
