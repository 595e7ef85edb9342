import { useId, useState } from "react";
import { buttonClass } from "#app/components/button";
import { dataRequestKindLabels } from "#shared/domain/privacy";
import { fieldErrors } from "#shared/schemas/fields";
import {
  maxDataRequestText,
  recordDataRequestSchema,
  recordedChannelLabels,
  type DataRequestRow,
} from "#shared/schemas/data-requests";
import { send, type FieldMessages } from "../admin-api";
import { Notice, TextField } from "../projects/fields";
import { ChoiceField } from "./ChoiceField";

const blank = { kind: "access", channel: "phone", email: "", name: "", details: "" };

/**
 * "Record a request": a request a person made by phone, post or email, written down by staff
 * and added to the queue as open. Checked with the API's own schema before it is sent.
 */
export function RecordRequestForm({ onRecorded }: { onRecorded: (reference: string) => void }) {
  const id = useId();
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof blank) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit() {
    setProblem("");
    const input = {
      kind: form.kind,
      channel: form.channel,
      email: form.email,
      ...(form.name.trim() ? { name: form.name } : {}),
      ...(form.details.trim() ? { details: form.details } : {}),
    };
    const checked = recordDataRequestSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(fieldErrors(checked.error).map((e) => [e.path, e.msg])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send<{ request: DataRequestRow }>(
      "/api/admin/requests",
      "POST",
      checked.data,
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setProblem(result.error);
      return;
    }
    setForm(blank);
    onRecorded(result.data.request.reference);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-xl p-6 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Record a request
      </h2>
      <p className="mt-1 text-slate-600">
        A request someone made by phone, post or email. It joins the queue as open, due by the same
        deadline as one made on the site.
      </p>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ChoiceField
          id={`${id}-kind`}
          label="What they asked for"
          value={form.kind}
          onChange={set("kind")}
          options={dataRequestKindLabels}
          error={errors.kind}
        />
        <ChoiceField
          id={`${id}-channel`}
          label="How they asked"
          value={form.channel}
          onChange={set("channel")}
          options={recordedChannelLabels}
          error={errors.channel}
        />
        <TextField
          id={`${id}-email`}
          label="Their email address"
          value={form.email}
          onChange={set("email")}
          error={errors.email}
          maxLength={254}
        />
        <TextField
          id={`${id}-name`}
          label="Their name (optional)"
          value={form.name}
          onChange={set("name")}
          error={errors.name}
          maxLength={100}
        />
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-details`}
            label="What they asked, in their words (optional)"
            value={form.details}
            onChange={set("details")}
            error={errors.details}
            rows={3}
            maxLength={maxDataRequestText}
          />
        </div>
        <div className="sm:col-span-2">
          {problem && <Notice notice={{ text: problem, good: false }} />}
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Record the request
          </button>
        </div>
      </form>
    </section>
  );
}
