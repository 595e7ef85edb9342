import { useEffect, useId, useState } from "react";
import { buttonClass } from "#app/components/button";
import type {
  CampaignDetail,
  CampaignStatus,
  CampaignProgress as Progress,
} from "#shared/domain/newsletter";
import type { ApiResult } from "../admin-api";
import { ConfirmDialog } from "../posts/ConfirmDialog";
import { isActiveCampaign, percentDone } from "./campaign-form";
import { campaignsApi } from "./campaigns-api";

/** How often the panel asks for fresh numbers while the campaign is under way. */
export const progressPollMs = 2000;

/** What the editor says when the server moves the campaign on by itself. */
const statusNotices: Record<CampaignStatus, string> = {
  draft: "It is a draft again.",
  scheduled: "Scheduled.",
  sending: "Sending: copies are going out.",
  paused: "Paused: nothing more goes out.",
  sent: "Sent: every copy is done with.",
  cancelled: "Cancelled: no more copies go out.",
};

/**
 * How far a campaign's sending has got, fresh every 2 s while it is scheduled, sending or
 * paused, with the pause, resume and cancel buttons its status allows.
 */
export function CampaignProgress({
  campaign,
  onProgress,
  onCampaign,
  onAlert,
}: {
  campaign: CampaignDetail;
  onProgress: (progress: Progress) => void;
  onCampaign: (campaign: CampaignDetail, notice: string) => void;
  onAlert: (alert: string) => void;
}) {
  const { id, status, progress } = campaign;
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const active = isActiveCampaign(status);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    // The flag changes while a call is under way: read through a function, the check after
    // the await is not narrowed away.
    const isStopped = () => stopped;
    const timer = window.setInterval(() => {
      void campaignsApi.progress(id).then(async (result) => {
        if (isStopped() || !result.ok) return;
        const fresh = result.data.progress;
        if (fresh.status === status) {
          onProgress(fresh);
          return;
        }
        // A new status brings times (started, finished) that the numbers do not carry.
        const whole = await campaignsApi.get(id);
        if (isStopped()) return;
        if (whole.ok) onCampaign(whole.data.campaign, statusNotices[fresh.status]);
        else onProgress(fresh);
      });
    }, progressPollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [id, status, active, onProgress, onCampaign]);

  async function act(call: Promise<ApiResult<{ campaign: CampaignDetail }>>, notice: string) {
    setBusy(true);
    const result = await call;
    setBusy(false);
    if (result.ok) onCampaign(result.data.campaign, notice);
    else onAlert(result.error);
  }

  const percent = percentDone(progress);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Progress
      </h2>
      <div
        role="progressbar"
        aria-label="Sending progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {percent} % of {progress.recipients}{" "}
        {progress.recipients === 1 ? "recipient" : "recipients"} done with.
      </p>
      <p className="mt-1 text-slate-900">
        Queued {progress.queued} · Sent {progress.sent} · Failed {progress.failed} · Bounced{" "}
        {progress.bounced} · Skipped {progress.skipped} · Unsubscribed {progress.unsubscribed}
      </p>
      {progress.failed > 0 && (
        <p className="mt-1 text-sm text-slate-600">Failed copies are tried again by themselves.</p>
      )}

      {active && (
        <div className="mt-4 flex flex-wrap gap-3">
          {status === "sending" && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(campaignsApi.pause(id), statusNotices.paused)}
              className={buttonClass("outline")}
            >
              Pause
            </button>
          )}
          {status === "paused" && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(campaignsApi.resume(id), "Resumed: sending carries on.")}
              className={buttonClass("outline")}
            >
              Resume
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirmCancel(true)}
            className={buttonClass("outline", "text-red-800")}
          >
            Cancel sending
          </button>
        </div>
      )}

      {confirmCancel && (
        <ConfirmDialog
          title="Cancel sending?"
          body="Subscribers who have not had their copy yet will not get it. Copies already sent stay sent. This cannot be undone."
          confirm="Cancel sending"
          cancel="Keep sending"
          onConfirm={() => {
            setConfirmCancel(false);
            void act(campaignsApi.cancel(id), statusNotices.cancelled);
          }}
          onCancel={() => setConfirmCancel(false)}
        />
      )}
    </section>
  );
}
