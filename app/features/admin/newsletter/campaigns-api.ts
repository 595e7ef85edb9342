import type { CampaignDetail, CampaignProgress } from "#shared/domain/newsletter";
import type { CampaignInput } from "#shared/schemas/campaign";
import { send } from "../admin-api";

const base = "/api/admin/campaigns";

interface One {
  campaign: CampaignDetail;
}

/** The campaign screens' calls to /api/admin/campaigns, each an ApiResult for the screen. */
export const campaignsApi = {
  get: (id: string) => send<One>(`${base}/${id}`, "GET"),
  create: (input: CampaignInput) => send<One>(base, "POST", input),
  fromPosts: () => send<One>(`${base}/from-posts`, "POST", {}),
  update: (id: string, version: number, input: CampaignInput) =>
    send<One>(`${base}/${id}`, "PUT", { ...input, version }),
  remove: (id: string) => send(`${base}/${id}`, "DELETE"),
  test: (id: string) => send<{ sentTo: string }>(`${base}/${id}/test`, "POST", {}),
  /** Sends now, or at `scheduledAt` (UTC ISO) when given. */
  send: (id: string, version: number, scheduledAt?: string) =>
    send<One>(`${base}/${id}/send`, "POST", scheduledAt ? { version, scheduledAt } : { version }),
  unschedule: (id: string) => send<One>(`${base}/${id}/unschedule`, "POST", {}),
  pause: (id: string) => send<One>(`${base}/${id}/pause`, "POST", {}),
  resume: (id: string) => send<One>(`${base}/${id}/resume`, "POST", {}),
  cancel: (id: string) => send<One>(`${base}/${id}/cancel`, "POST", {}),
  progress: (id: string) => send<{ progress: CampaignProgress }>(`${base}/${id}/progress`, "GET"),
};

/** The email as a subscriber gets it, for the preview's frame. */
export const previewUrl = (id: string) => `${base}/${id}/preview`;
