import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { Dialog } from "#app/components/Dialog";
import type { DataRequestKind } from "#shared/domain/privacy";
import {
  completeDataRequestSchema,
  dataRequestMessages,
  declineDataRequestSchema,
  maxDataRequestText,
} from "#shared/schemas/data-requests";
import { fieldErrors } from "#shared/schemas/fields";
import { send, type FieldMessages } from "../admin-api";
import { Notice, TextField } from "../projects/fields";

const completeLabel: Record<DataRequestKind, string> = {
  access: "Complete: email them a link to their data",
  correction: "Complete: apply the correction",
  erasure: "Complete: erase their data",
  nomination: "Complete: record the nominee",
  withdrawal: "Complete: unsubscribe them",
  grievance: "Complete: email the answer",
};

const messagesOf = (error: Parameters<typeof fieldErrors>[0]): FieldMessages =>
  Object.fromEntries(fieldErrors(error).map((problem) => [problem.path, problem.msg]));

/**
 * An open request's two answers: Complete (an erasure asks first, as it cannot be undone)
 * and Decline with a reason. Each is emailed to the person; the page then shows the result.
 */
export function RequestActions({
  reference,
  kind,
  onDone,
}: {
  reference: string;
  kind: DataRequestKind;
  onDone: (sentence: string) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const base = `/api/admin/requests/${encodeURIComponent(reference)}`;

  async function post(path: string, body: object, sentence: string) {
    setBusy(true);
    setProblem("");
    const result = await send(`${base}/${path}`, "POST", body);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setErrors(result.fields);
      setProblem(result.error);
      return;
    }
    setErrors({});
    onDone(sentence);
    await revalidator.revalidate();
  }

  function complete() {
    const checked = completeDataRequestSchema.safeParse(note.trim() ? { note } : {});
    if (!checked.success) return setErrors(messagesOf(checked.error));
    if (kind === "grievance" && !note.trim()) {
      return setErrors({ note: dataRequestMessages.answerRequired });
    }
    if (kind === "erasure" && !confirming) return setConfirming(true);
    void post("complete", checked.data, `Request ${reference} completed.`);
  }

  function decline() {
    const checked = declineDataRequestSchema.safeParse({ reason });
    if (!checked.success) return setErrors(messagesOf(checked.error));
    void post(
      "decline",
      checked.data,
      `Request ${reference} declined; the person has been emailed the reason.`,
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 space-y-8">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Answer the request
      </h2>
      {problem && <Notice notice={{ text: problem, good: false }} />}
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          complete();
        }}
      >
        <TextField
          id={`${id}-note`}
          label={
            kind === "grievance"
              ? "Your answer (emailed to the person)"
              : "Note (optional, emailed to the person)"
          }
          value={note}
          onChange={setNote}
          error={errors.note}
          rows={4}
          maxLength={maxDataRequestText}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {completeLabel[kind]}
        </button>
      </form>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          decline();
        }}
      >
        <TextField
          id={`${id}-reason`}
          label="Reason for declining (emailed to the person)"
          value={reason}
          onChange={setReason}
          error={errors.reason}
          rows={3}
          maxLength={maxDataRequestText}
        />
        <button type="submit" disabled={busy} className={buttonClass("outline")}>
          Decline the request
        </button>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Erase everything held for request ${reference}?`}
        description="This cannot be undone. Every record of this person is deleted or anonymised; only payment records the law requires us to keep remain, stripped of everything else."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={buttonClass("outline")}
          >
            Keep their data
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={complete}
            className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
          >
            Erase their data
          </button>
        </div>
      </Dialog>
    </section>
  );
}
