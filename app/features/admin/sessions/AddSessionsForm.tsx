import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { maxSeriesSessions } from "#shared/domain/sessions";
import { FieldError, fieldAria } from "../posts/post-field";
import { Notice } from "../projects/fields";
import {
  emptySessionsForm,
  newSessionsInputOf,
  sessionText,
  validateNewSessions,
} from "./session-form";
import { SessionFields } from "./SessionFields";
import { sessionsApi } from "./sessions-api";
import { useSessionForm } from "./useSessionForm";

const weeksClass =
  "block w-24 rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700";

/**
 * Adds one session, or a weekly series of them, to a project: every paid student is sent the
 * calendar invitation. Once added, the day, times and title start over for the next one; the
 * place stays, as the next session is usually in the same room or meeting.
 */
export function AddSessionsForm({ projectId }: { projectId: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const form = useSessionForm(emptySessionsForm);
  const { id, values, set, fieldId, errors, busy, notice } = form;
  const weeksId = fieldId("weeks");

  const save = () =>
    form.submit(
      validateNewSessions,
      (current) => sessionsApi.add(projectId, newSessionsInputOf(current)),
      ({ sessions }) => {
        form.setValues((current) => ({
          ...emptySessionsForm(),
          place: current.place,
          venueName: current.venueName,
          venueAddress: current.venueAddress,
          mapUrl: current.mapUrl,
          onlineUrl: current.onlineUrl,
        }));
        form.setNotice({ text: sessionText.added(sessions.length), good: true });
        void revalidator.revalidate();
      },
    );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Add sessions
      </h2>
      <p className="mt-1 text-slate-600">
        Days and times are India time. Every paid student is sent a calendar invitation.
      </p>
      <div className="mt-3">
        <Notice notice={notice} />
      </div>
      <form
        noValidate
        className="mt-4 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SessionFields form={form} />
        <div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <label htmlFor={weeksId} className="font-medium text-slate-900">
              Repeat every week for
            </label>
            <input
              id={weeksId}
              name="weeks"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxSeriesSessions}
              value={values.weeks}
              onChange={(event) => set("weeks", event.target.value)}
              {...fieldAria({
                errorId: `${weeksId}-error`,
                error: errors.weeks,
                hintId: `${weeksId}-hint`,
              })}
              className={weeksClass}
            />
            <span className="text-slate-900">sessions</span>
          </div>
          <p id={`${weeksId}-hint`} className="mt-1 text-sm text-slate-600">
            {sessionText.weeksHint}
          </p>
          <FieldError id={`${weeksId}-error`} message={errors.weeks} />
        </div>
        <button type="submit" disabled={!hydrated || busy} className={buttonClass("primary")}>
          Add sessions
        </button>
      </form>
    </section>
  );
}
