import type { StaffSession } from "#shared/domain/sessions";
import type { NewSessionsInput, SessionChangeInput } from "#shared/schemas/project-session";
import { send } from "../admin-api";

/** A paid student on a session's door list. */
export interface DoorStudent {
  registrationId: string;
  name: string;
  reference: string;
  attended: boolean;
}

/** What the door is told after a check-in: `already` when the student was in before. */
export interface CheckInAnswer {
  name: string;
  reference: string;
  already: boolean;
}

const sessionsOf = (projectId: string) =>
  `/api/admin/projects/${encodeURIComponent(projectId)}/sessions`;
const sessionUrl = (projectId: string, sessionId: string) =>
  `${sessionsOf(projectId)}/${encodeURIComponent(sessionId)}`;

/**
 * The sessions screens' calls to /api/admin/projects/:id/sessions, each an ApiResult for the
 * screen: a refusal is the server's sentence (409 for a page that is out of date or a
 * cancelled session) and its field errors (400), named as the forms name their fields.
 */
export const sessionsApi = {
  list: (projectId: string) => send<{ sessions: StaffSession[] }>(sessionsOf(projectId), "GET"),
  add: (projectId: string, input: NewSessionsInput) =>
    send<{ sessions: StaffSession[] }>(sessionsOf(projectId), "POST", input),
  change: (projectId: string, sessionId: string, input: SessionChangeInput) =>
    send<{ session: StaffSession }>(sessionUrl(projectId, sessionId), "PUT", input),
  cancel: (projectId: string, sessionId: string, sequence: number) =>
    send<{ session: StaffSession }>(`${sessionUrl(projectId, sessionId)}/cancel`, "POST", {
      sequence,
    }),
  roster: (projectId: string, sessionId: string) =>
    send<{ session: StaffSession; students: DoorStudent[] }>(
      `${sessionUrl(projectId, sessionId)}/roster`,
      "GET",
    ),
  checkIn: (
    projectId: string,
    sessionId: string,
    by: { code: string } | { registrationId: string },
  ) => send<CheckInAnswer>(`${sessionUrl(projectId, sessionId)}/check-in`, "POST", by),
};
