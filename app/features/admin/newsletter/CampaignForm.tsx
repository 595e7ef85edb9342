import { useId, useState } from "react";
import { buttonClass } from "#app/components/button";
import type { CampaignDetail } from "#shared/domain/newsletter";
import type { FieldMessages } from "../admin-api";
import { ConfirmDialog } from "../posts/ConfirmDialog";
import { FieldError, fieldAria, inputClass } from "../posts/post-field";
import { PostBodyField } from "../posts/PostBodyField";
import { ScheduleField } from "../posts/ScheduleField";
import type { CampaignFormValues } from "./campaign-form";

/**
 * A draft campaign's subject, preview text and body, each with its error when it has one,
 * and what can be done with it: save, preview, test, send now, schedule, delete.
 */
export function CampaignForm({
  campaign,
  initialBody,
  values,
  update,
  errors,
  busy,
  previewOpen,
  onTogglePreview,
  onSave,
  onTest,
  onSendNow,
  onSchedule,
  onDelete,
}: {
  /** The saved draft; null until it is first saved. */
  campaign: CampaignDetail | null;
  /** The saved body: the editor reads it once, when it opens. */
  initialBody: string;
  values: CampaignFormValues;
  update: (change: (current: CampaignFormValues) => CampaignFormValues) => void;
  errors: FieldMessages;
  busy: boolean;
  previewOpen: boolean;
  onTogglePreview: () => void;
  onSave: () => void;
  onTest: () => void;
  onSendNow: () => void;
  /** `at` is a datetime-local value in India time. */
  onSchedule: (at: string) => void;
  onDelete: () => Promise<void>;
}) {
  const id = useId();
  const [scheduleAt, setScheduleAt] = useState("");
  const [confirm, setConfirm] = useState<"send" | "delete" | null>(null);
  const errorIdOf = (field: string) => `${id}-${field}-error`;
  const aria = (field: string, hintId?: string) =>
    fieldAria({ errorId: errorIdOf(field), error: errors[field], hintId });
  const set = (key: keyof CampaignFormValues, value: string) =>
    update((current) => ({ ...current, [key]: value }));

  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div>
        <label className="block">
          <span className="font-medium text-slate-900">Subject</span>
          <input
            type="text"
            value={values.subject}
            maxLength={150}
            onChange={(event) => set("subject", event.target.value)}
            {...aria("subject")}
            className={`${inputClass} text-xl`}
          />
        </label>
        <FieldError id={errorIdOf("subject")} message={errors.subject} />
      </div>

      <div>
        <label htmlFor={`${id}-preview-text`} className="font-medium text-slate-900">
          Preview text
        </label>
        <input
          id={`${id}-preview-text`}
          type="text"
          value={values.previewText}
          maxLength={200}
          onChange={(event) => set("previewText", event.target.value)}
          {...aria("previewText", `${id}-preview-text-hint`)}
          className={inputClass}
        />
        <p id={`${id}-preview-text-hint`} className="mt-1 text-sm text-slate-600">
          Most inboxes show it after the subject. Optional.
        </p>
        <FieldError id={errorIdOf("previewText")} message={errors.previewText} />
      </div>

      <PostBodyField
        label="Newsletter"
        initialHtml={initialBody}
        onChange={(bodyHtml) => update((current) => ({ ...current, bodyHtml }))}
        error={errors.bodyHtml}
        errorId={errorIdOf("bodyHtml")}
      />

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          Save draft
        </button>
        {campaign && (
          <button
            type="button"
            aria-expanded={previewOpen}
            onClick={onTogglePreview}
            className={buttonClass("outline")}
          >
            Preview
          </button>
        )}
        <button type="button" disabled={busy} onClick={onTest} className={buttonClass("outline")}>
          Send a test to me
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setConfirm("send")}
          className={buttonClass("accent")}
        >
          Send now
        </button>
        {campaign && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirm("delete")}
            className={buttonClass("outline", "text-red-800")}
          >
            Delete
          </button>
        )}
      </div>

      <ScheduleField
        label="Send on (India time, IST)"
        value={scheduleAt}
        onChange={setScheduleAt}
        onSchedule={() => onSchedule(scheduleAt)}
        busy={busy}
        error={errors.scheduledAt}
        errorId={errorIdOf("scheduledAt")}
      />

      {confirm === "send" && (
        <ConfirmDialog
          title="Send this newsletter now?"
          body="It goes to every confirmed subscriber, starting now. Once started it can be paused or cancelled, but copies already sent stay sent."
          confirm="Send now"
          cancel="Not yet"
          onConfirm={() => {
            setConfirm(null);
            onSendNow();
          }}
          onCancel={() => setConfirm(null)}
        />
      )}
      {confirm === "delete" && campaign && (
        <ConfirmDialog
          title="Delete this draft?"
          body={`“${campaign.subject}” will be removed for good. This cannot be undone.`}
          confirm="Delete draft"
          onConfirm={() => void onDelete().finally(() => setConfirm(null))}
          onCancel={() => setConfirm(null)}
        />
      )}
    </form>
  );
}
