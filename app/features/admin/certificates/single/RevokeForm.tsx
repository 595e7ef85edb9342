import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import type { FieldMessages } from "../../admin-api";
import { ConfirmDialog } from "../../posts/ConfirmDialog";
import { TextField, type NoticeState } from "../../projects/fields";
import { certificatesApi } from "./certificates-api";
import { changeText, checkRevoke } from "./change-forms";

/**
 * Revokes a certificate with a reason, after a confirmation: the verification page then
 * says it was revoked and shows the reason.
 */
export function RevokeForm({
  certificateId,
  onDone,
}: {
  certificateId: string;
  onDone: (notice: NoticeState) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setConfirming(false);
    setBusy(true);
    const result = await certificatesApi.revoke(certificateId, reason);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      onDone({ text: result.error, good: false });
      return;
    }
    onDone({ text: changeText.revoked(certificateId), good: true });
    await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Revoke
      </h2>
      <form
        noValidate
        className="mt-3 max-w-2xl space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const problems = checkRevoke(reason);
          setErrors(problems);
          if (Object.keys(problems).length === 0) setConfirming(true);
        }}
      >
        <TextField
          id={`${id}-reason`}
          label="Reason"
          rows={3}
          maxLength={300}
          value={reason}
          onChange={setReason}
          error={errors.reason}
          hint={changeText.reasonHint}
        />
        <button
          type="submit"
          disabled={!hydrated || busy}
          className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
        >
          Revoke certificate
        </button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={changeText.confirmRevoke(certificateId)}
          body={changeText.confirmRevokeBody}
          confirm="Revoke certificate"
          cancel="Keep it"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void revoke()}
        />
      )}
    </section>
  );
}
