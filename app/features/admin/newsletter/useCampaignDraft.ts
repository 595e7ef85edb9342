import { useCallback } from "react";
import type { CampaignDetail, CampaignProgress } from "#shared/domain/newsletter";
import { newsletterMessages } from "#shared/domain/newsletter";
import type { ApiResult, FieldMessages } from "../admin-api";
import { formatIst } from "../posts/post-form";
import { useDraft, type DraftKind, type DraftResult } from "../useDraft";
import {
  emptyCampaign,
  formOf,
  inputOf,
  isDirty,
  validate,
  type CampaignFormValues,
} from "./campaign-form";
import { campaignsApi } from "./campaigns-api";

const theCampaign = (
  result: ApiResult<{ campaign: CampaignDetail }>,
): DraftResult<CampaignDetail, FieldMessages> =>
  result.ok ? { ok: true, data: result.data.campaign } : result;

const campaignDraft: DraftKind<CampaignDetail, CampaignFormValues, FieldMessages> = {
  formOf,
  isDirty,
  validate,
  store: async (campaign, values) =>
    theCampaign(
      campaign
        ? await campaignsApi.update(campaign.id, campaign.version, inputOf(values))
        : await campaignsApi.create(inputOf(values)),
    ),
  remove: (campaign) => campaignsApi.remove(campaign.id),
  pathOf: (campaign) => `/admin/newsletter/${campaign.id}`,
  listPath: "/admin/newsletter",
  titleOf: (campaign) => campaign.subject,
  editable: (campaign) => !campaign || campaign.status === "draft",
};

/**
 * The campaign on screen (see useDraft): the form while it is a draft, and the calls that
 * test, send, schedule or unschedule it, with what was typed saved first.
 */
export function useCampaignDraft({
  initialCampaign,
  initialNotice,
}: {
  initialCampaign: CampaignDetail | null;
  initialNotice: string;
}) {
  const draft = useDraft(campaignDraft, {
    initial: initialCampaign,
    emptyValues: emptyCampaign,
    initialNotice,
  });
  const { record: campaign, setRecord, afterSaving, took, refused, setBusy } = draft;

  const onProgress = useCallback(
    (progress: CampaignProgress) => {
      setRecord((current) => current && { ...current, status: progress.status, progress });
    },
    [setRecord],
  );

  const sendTest = () =>
    afterSaving(
      (current) => campaignsApi.test(current.id),
      ({ sentTo }) => {
        draft.setAlert("");
        draft.setNotice(`Test sent to ${sentTo}.`);
      },
    );

  const sendNow = () =>
    afterSaving(
      (current) => campaignsApi.send(current.id, current.version),
      ({ campaign: after }) => took(after, "Sending: copies go out to every confirmed subscriber."),
    );

  /** Schedules the campaign for `at`, a datetime-local value in India time. */
  function schedule(at: string) {
    const scheduledAt = draft.scheduleTime(at, "scheduledAt", newsletterMessages.scheduleInPast);
    if (!scheduledAt) return;
    void afterSaving(
      (current) => campaignsApi.send(current.id, current.version, scheduledAt),
      ({ campaign: after }) =>
        took(after, `Scheduled: it goes out on ${formatIst(after.scheduledAt ?? scheduledAt)}.`),
    );
  }

  async function unschedule() {
    if (!campaign) return;
    setBusy(true);
    const result = await campaignsApi.unschedule(campaign.id);
    setBusy(false);
    if (result.ok) took(result.data.campaign, "Unscheduled: it is a draft again.");
    else refused(result);
  }

  return {
    campaign,
    saved: draft.saved,
    values: draft.values,
    setValues: draft.setValues,
    errors: draft.errors,
    alert: draft.alert,
    setAlert: draft.setAlert,
    notice: draft.notice,
    busy: draft.busy,
    dirty: draft.dirty,
    blocker: draft.blocker,
    took,
    onProgress,
    save: draft.save,
    sendTest,
    sendNow,
    schedule,
    unschedule,
    remove: draft.remove,
  };
}
