import { useState } from "react";
import { useRevalidator } from "react-router";
import type { StaffSession } from "#shared/domain/sessions";
import { ConfirmDialog } from "../posts/ConfirmDialog";
import type { NoticeState } from "../projects/fields";
import { rowButtonClass } from "./row-button";
import { sessionText, sessionWhen } from "./session-form";
import { sessionsApi } from "./sessions-api";

/**
 * "Cancel session", after a confirmation that says what follows: every paid student is
 * emailed and their calendar drops it. Sent with the sequence the page showed.
 */
export function CancelSession({
  projectId,
  session,
  onDone,
}: {
  projectId: string;
  session: StaffSession;
  onDone: (notice: NoticeState) => void;
}) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setConfirming(false);
    setBusy(true);
    const result = await sessionsApi.cancel(projectId, session.id, session.sequence);
    setBusy(false);
    onDone(
      result.ok
        ? { text: sessionText.cancelled(result.data.session), good: true }
        : { text: result.error, good: false },
    );
    if (result.ok) await revalidator.revalidate();
  }

  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setConfirming(true)}
        className={`${rowButtonClass} border-red-700 text-red-800`}
      >
        Cancel session
        <span className="sr-only">
          {" "}
          {session.title}, {sessionWhen(session)}
        </span>
      </button>
      {confirming && (
        <ConfirmDialog
          title={sessionText.confirmCancel(session)}
          body={sessionText.confirmCancelBody}
          confirm="Cancel session"
          cancel="Keep it"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void cancel()}
        />
      )}
    </>
  );
}
