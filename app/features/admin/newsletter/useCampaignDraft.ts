import { useCallback, useRef, useState } from "react";
import type { CampaignDetail, CampaignProgress } from "#shared/domain/newsletter";
import { newsletterMessages } from "#shared/domain/newsletter";
import type { ApiResult, FieldMessages } from "../admin-api";
import { formatIst, istClock, istToUtcIso } from "../posts/post-form";
import { useLeaveWarning } from "../posts/useLeaveWarning";
import {
  emptyCampaign,
  formOf,
  inputOf,
  isDirty,
  validate,
  type CampaignFormValues,
} from "./campaign-form";
import { campaignsApi } from "./campaigns-api";

const fixFields = "Some fields need your attention: see the messages below them.";

/**
 * The campaign on screen: the form while it is a draft, the last saved version, and the
 * calls that save, test, send, schedule or delete it. A refused call keeps what was typed;
 * leaving with unsaved changes asks first.
 */
export function useCampaignDraft({
  initialCampaign,
  initialNotice,
}: {
  initialCampaign: CampaignDetail | null;
  initialNotice: string;
}) {
  const [campaign, setCampaign] = useState(initialCampaign);
  const [saved, setSaved] = useState<CampaignFormValues>(() =>
    initialCampaign ? formOf(initialCampaign) : emptyCampaign(),
  );
  const [values, setValues] = useState<CampaignFormValues>(saved);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState("");
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);
  const dirty = (!campaign || campaign.status === "draft") && isDirty(saved, values);
  const { blocker, leave } = useLeaveWarning(dirty);
  // A second save while one is under way would send a version the server has moved past.
  const savingRef = useRef(false);

  /** A refusal: at the fields when the server named them, else in the alert. */
  function refused(result: Extract<ApiResult<unknown>, { ok: false }>) {
    if (Object.keys(result.fields).length > 0) {
      setErrors(result.fields);
      setAlert(fixFields);
    } else {
      setAlert(result.error);
    }
  }

  /** The campaign as the server now has it, and what happened to it. */
  const took = useCallback((after: CampaignDetail, message: string) => {
    setCampaign(after);
    setSaved(formOf(after));
    setErrors({});
    setAlert("");
    setNotice(message);
  }, []);

  const onProgress = useCallback((progress: CampaignProgress) => {
    setCampaign((current) => current && { ...current, status: progress.status, progress });
  }, []);

  /** Saves the form (creating the campaign the first time). The saved campaign, or undefined. */
  async function save(): Promise<CampaignDetail | undefined> {
    if (savingRef.current) return undefined;
    const sent = values;
    const problems = validate(sent);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setAlert(fixFields);
      return undefined;
    }
    savingRef.current = true;
    setBusy(true);
    try {
      const result = campaign
        ? await campaignsApi.update(campaign.id, campaign.version, inputOf(sent))
        : await campaignsApi.create(inputOf(sent));
      if (!result.ok) {
        refused(result);
        return undefined;
      }
      const after = result.data.campaign;
      const message = `Saved at ${istClock(new Date())}`;
      took(after, message);
      if (!campaign) {
        leave(`/admin/newsletter/${after.id}`, { replace: true, state: { notice: message } });
      }
      return after;
    } finally {
      savingRef.current = false;
      setBusy(false);
    }
  }

  /** Saves pending changes first, then makes the call with the version that gives. */
  async function afterSaving<T>(
    call: (current: CampaignDetail) => Promise<ApiResult<T>>,
    done: (data: T) => void,
  ) {
    const current = dirty || !campaign ? await save() : campaign;
    if (!current) return;
    setBusy(true);
    try {
      const result = await call(current);
      if (result.ok) done(result.data);
      else refused(result);
    } finally {
      setBusy(false);
    }
  }

  const sendTest = () =>
    afterSaving(
      (current) => campaignsApi.test(current.id),
      ({ sentTo }) => {
        setAlert("");
        setNotice(`Test sent to ${sentTo}.`);
      },
    );

  const sendNow = () =>
    afterSaving(
      (current) => campaignsApi.send(current.id, current.version),
      ({ campaign: after }) => took(after, "Sending: copies go out to every confirmed subscriber."),
    );

  /** Schedules the campaign for `at`, a datetime-local value in India time. */
  function schedule(at: string) {
    const scheduledAt = istToUtcIso(at);
    const problem = !scheduledAt
      ? "Choose a date and time (IST)."
      : new Date(scheduledAt).getTime() <= Date.now()
        ? newsletterMessages.scheduleInPast
        : undefined;
    setErrors((current) => {
      const rest = { ...current };
      delete rest.scheduledAt;
      return problem ? { ...rest, scheduledAt: problem } : rest;
    });
    if (!scheduledAt || problem) return;
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

  async function remove() {
    if (!campaign) return;
    setBusy(true);
    const result = await campaignsApi.remove(campaign.id);
    setBusy(false);
    if (!result.ok) {
      setAlert(result.error);
      return;
    }
    leave("/admin/newsletter", { state: { notice: `“${campaign.subject}” was deleted.` } });
  }

  return {
    campaign,
    saved,
    values,
    setValues,
    errors,
    alert,
    setAlert,
    notice,
    busy,
    dirty,
    blocker,
    took,
    onProgress,
    save,
    sendTest,
    sendNow,
    schedule,
    unschedule,
    remove,
  };
}
