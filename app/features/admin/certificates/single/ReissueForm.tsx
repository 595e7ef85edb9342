import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { maxLength } from "#shared/schemas/fields";
import type { FieldMessages } from "../../admin-api";
import { TextField, type NoticeState } from "../../projects/fields";
import { staffCertificatePath } from "./certificate-state";
import { certificatesApi } from "./certificates-api";
import { changeText, checkReissue } from "./change-forms";

/**
 * Reissues a certificate with its holder's name corrected: the new certificate's page opens,
 * saying so, once the server has issued it.
 */
export function ReissueForm({
  certificateId,
  holderName,
  holderEmail,
  onDone,
}: {
  certificateId: string;
  holderName: string;
  holderEmail: string;
  onDone: (notice: NoticeState) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [name, setName] = useState(holderName);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  async function reissue() {
    const problems = checkReissue(name);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await certificatesApi.reissue(certificateId, name);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      onDone({ text: result.error, good: false });
      return;
    }
    await navigate(staffCertificatePath(result.data.id), {
      state: { notice: changeText.reissued(result.data.id, holderEmail) },
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Reissue with a corrected name
      </h2>
      <form
        noValidate
        className="mt-3 max-w-2xl space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void reissue();
        }}
      >
        <TextField
          id={`${id}-name`}
          label="Corrected name"
          maxLength={maxLength.name}
          value={name}
          onChange={setName}
          error={errors.name}
          hint={changeText.nameHint}
        />
        <button type="submit" disabled={!hydrated || busy} className={buttonClass("primary")}>
          Reissue certificate
        </button>
      </form>
    </section>
  );
}
