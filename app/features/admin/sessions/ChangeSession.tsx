import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import type { StaffSession } from "#shared/domain/sessions";
import { Notice, type NoticeState } from "../projects/fields";
import {
  sessionChangeInputOf,
  sessionFormOf,
  sessionText,
  sessionWhen,
  validateSessionChange,
} from "./session-form";
import { rowButtonClass } from "./row-button";
import { SessionFields } from "./SessionFields";
import { sessionsApi } from "./sessions-api";
import { useSessionForm } from "./useSessionForm";

/**
 * "Move or change": a disclosure with the session's fields as they are, on India's clock. It
 * is sent with the sequence the page showed, so a session someone else changed meanwhile is
 * refused rather than overwritten. The table keys it by that sequence: once the page reads
 * the session again it starts over, closed, from the new version.
 */
export function ChangeSession({
  projectId,
  session,
  onDone,
}: {
  projectId: string;
  session: StaffSession;
  onDone: (notice: NoticeState) => void;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const form = useSessionForm(() => sessionFormOf(session));

  const save = () =>
    form.submit(
      (values) => validateSessionChange(values, session.sequence),
      (values) =>
        sessionsApi.change(projectId, session.id, sessionChangeInputOf(values, session.sequence)),
      ({ session: after }) => {
        onDone({ text: sessionText.changed(after), good: true });
        void revalidator.revalidate();
      },
    );

  return (
    <details className="open:basis-full">
      <summary
        className={`${rowButtonClass} list-none border-slate-400 text-slate-800 [&::-webkit-details-marker]:hidden`}
      >
        Move or change
        <span className="sr-only">
          {" "}
          {session.title}, {sessionWhen(session)}
        </span>
      </summary>
      <form
        noValidate
        className="mt-4 space-y-6 rounded-lg border border-slate-200 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SessionFields form={form} />
        <p className="text-sm text-slate-600">
          Every paid student is sent the change, and their calendar moves the session.
        </p>
        <Notice notice={form.notice} />
        <button type="submit" disabled={!hydrated || form.busy} className={buttonClass("primary")}>
          Save changes
        </button>
      </form>
    </details>
  );
}
