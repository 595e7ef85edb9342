import { useState } from "react";
import { buttonClass } from "#app/components/button";
import {
  campaignStatusLabels,
  newsletterMessages,
  type CampaignDetail,
} from "#shared/domain/newsletter";
import { formatIst } from "../posts/post-form";
import { CampaignForm } from "./CampaignForm";
import { CampaignPreview } from "./CampaignPreview";
import { CampaignProgress } from "./CampaignProgress";
import { useCampaignDraft } from "./useCampaignDraft";
import { LeaveWarningDialog } from "../posts/LeaveWarningDialog";

/**
 * The campaign editor: a draft's form, or, once it is scheduled or has gone out, its words
 * read-only beside the progress panel. Where it stands is announced; refusals in an alert.
 */
export function CampaignEditor({
  campaign: initialCampaign,
  notice: initialNotice = "",
}: {
  campaign: CampaignDetail | null;
  notice?: string;
}) {
  const draft = useCampaignDraft({ initialCampaign, initialNotice });
  const { campaign, blocker } = draft;
  const [previewOpen, setPreviewOpen] = useState(false);
  const editable = !campaign || campaign.status === "draft";

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p>
          <span className="font-semibold">
            Status: {campaignStatusLabels[campaign?.status ?? "draft"]}
          </span>
          {campaign?.scheduledAt && campaign.status === "scheduled" && (
            <> · goes out {formatIst(campaign.scheduledAt)}</>
          )}
          {campaign?.startedAt && <> · started {formatIst(campaign.startedAt)}</>}
          {campaign?.finishedAt && <> · finished {formatIst(campaign.finishedAt)}</>}
        </p>
        <p role="status" className="text-slate-700">
          {draft.dirty ? "Unsaved changes" : draft.notice}
        </p>
      </div>
      <div aria-live="assertive">
        {draft.alert && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
          >
            {draft.alert}
          </p>
        )}
      </div>

      {editable ? (
        <CampaignForm
          campaign={campaign}
          initialBody={draft.saved.bodyHtml}
          values={draft.values}
          update={draft.setValues}
          errors={draft.errors}
          busy={draft.busy}
          previewOpen={previewOpen}
          onTogglePreview={() => setPreviewOpen((open) => !open)}
          onSave={() => void draft.save()}
          onTest={() => void draft.sendTest()}
          onSendNow={() => void draft.sendNow()}
          onSchedule={draft.schedule}
          onDelete={draft.remove}
        />
      ) : (
        <div className="mt-6 space-y-6">
          <dl className="space-y-3">
            <div>
              <dt className="font-medium text-slate-900">Subject</dt>
              <dd className="text-xl text-slate-900">{campaign.subject}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Preview text</dt>
              <dd className="text-slate-700">{campaign.previewText || "None"}</dd>
            </div>
          </dl>
          <p className="text-sm text-slate-600">
            {campaign.status === "scheduled"
              ? "A scheduled campaign cannot change: unschedule it to edit it again."
              : newsletterMessages.notEditable}
          </p>
          {campaign.status === "scheduled" && (
            <button
              type="button"
              disabled={draft.busy}
              onClick={() => void draft.unschedule()}
              className={buttonClass("outline")}
            >
              Unschedule
            </button>
          )}
          <CampaignProgress
            campaign={campaign}
            onProgress={draft.onProgress}
            onCampaign={draft.took}
            onAlert={draft.setAlert}
          />
        </div>
      )}

      {campaign && (previewOpen || !editable) && (
        <div className="mt-6">
          {editable && draft.dirty && (
            <p className="mb-2 text-sm text-slate-600">Preview shows the last saved version.</p>
          )}
          <CampaignPreview id={campaign.id} version={campaign.version} />
        </div>
      )}

      <LeaveWarningDialog blocker={blocker} />
    </div>
  );
}
