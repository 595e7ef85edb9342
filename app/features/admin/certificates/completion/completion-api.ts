import type { CompletionEntry, IssueOutcome } from "#shared/domain/certificate-views";
import type { CompletionInput, IssueInput } from "#shared/schemas/certificate";
import { send } from "../../admin-api";

/** A paid student on the completion list, as the page shows them. */
export type CompletionStudent = CompletionEntry;
export type { IssueOutcome };

const projectUrl = (projectId: string) => `/api/admin/projects/${encodeURIComponent(projectId)}`;

/** The completion page's calls to /api/admin/…, each an ApiResult for the screen. */
export const completionApi = {
  mark: (projectId: string, input: CompletionInput) =>
    send<{ ok: true }>(`${projectUrl(projectId)}/completion`, "PUT", input),
  issue: (projectId: string, input: IssueInput) =>
    send<IssueOutcome>(`${projectUrl(projectId)}/certificates`, "POST", input),
  /** The design's sample certificate; "" is the built-in design. */
  previewUrl: (designId: string) =>
    `/api/admin/certificate-designs/${encodeURIComponent(designId || "built-in")}/preview.pdf`,
};
