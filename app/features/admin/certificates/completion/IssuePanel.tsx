import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { fieldErrors } from "#shared/schemas/fields";
import { issueSchema, type IssueInput } from "#shared/schemas/certificate";
import { pathMessages, type FieldMessages } from "../../admin-api";
import { FieldError, fieldAria, inputClass } from "../../posts/post-field";
import { Notice, TextField, type NoticeState } from "../../projects/fields";
import { completionApi } from "./completion-api";
import { completionText, issueButtonText, issuedText } from "./completion-text";

/** What the issue form starts from: the designs to choose from, and the last period stated. */
export interface IssueSetup {
  designs: ReadonlyArray<{ id: string; name: string }>;
  /** "" is the built-in design. */
  designId: string;
  period: string;
}

const validateIssue = (input: IssueInput): FieldMessages => {
  const result = issueSchema.safeParse(input);
  return result.success ? {} : pathMessages(fieldErrors(result.error));
};

/**
 * An admin's "Issue certificates": to every student ticked who has no certificate yet, on
 * the chosen design, stating the period. Pressed twice, or on two screens, it issues each
 * student one certificate (the server guarantees it); the button waits for the answer.
 */
export function IssuePanel({
  projectId,
  setup,
  ticked,
  toIssue,
}: {
  projectId: string;
  setup: IssueSetup;
  /** Students ticked as completed. */
  ticked: number;
  /** Of those, the ones with no certificate yet. */
  toIssue: number;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [designId, setDesignId] = useState(
    setup.designs.some((design) => design.id === setup.designId) ? setup.designId : "",
  );
  const [period, setPeriod] = useState(setup.period);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const designField = `${id}-design`;

  async function issue() {
    const input = { designId, period };
    const problems = validateIssue(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: completionText.invalid, good: false });
      return;
    }
    setBusy(true);
    const result = await completionApi.issue(projectId, input);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setNotice({ text: result.error, good: false });
      return;
    }
    setNotice({ text: issuedText(result.data), good: true });
    void revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Issue certificates
      </h2>
      <p className="mt-1 text-slate-600">
        Each ticked student without a certificate is emailed the link to theirs.
      </p>
      <div className="mt-3">
        <Notice notice={notice} />
      </div>
      <form
        noValidate
        className="mt-4 max-w-2xl space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void issue();
        }}
      >
        <div>
          <label htmlFor={designField} className="font-medium text-slate-900">
            Design
          </label>
          <select
            id={designField}
            value={designId}
            onChange={(event) => setDesignId(event.target.value)}
            {...fieldAria({ errorId: `${designField}-error`, error: errors.designId })}
            className={inputClass}
          >
            <option value="">Built-in design</option>
            {setup.designs.map((design) => (
              <option key={design.id} value={design.id}>
                {design.name}
              </option>
            ))}
          </select>
          <FieldError id={`${designField}-error`} message={errors.designId} />
          <a
            href={completionApi.previewUrl(designId)}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-block text-brand-700 underline"
          >
            Preview this design<span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        </div>
        <TextField
          id={`${id}-period`}
          label="Dates or hours"
          value={period}
          onChange={setPeriod}
          error={errors.period}
          maxLength={120}
          hint={completionText.periodHint}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!hydrated || busy || toIssue === 0}
            className={buttonClass("primary")}
          >
            {issueButtonText(toIssue)}
          </button>
          {toIssue === 0 && (
            <p className="text-slate-600">
              {ticked === 0 ? completionText.noneTicked : completionText.noneToIssue}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
