import type { CompletedProject } from "#shared/content/types";
import type { PipelineProjectView, SeatsView } from "#shared/domain/projects";
import type { AppDatabase } from "../../db/connect";
import { indiaSessionStart } from "#shared/domain/session-time";
import { hashLinkToken } from "../link-token-hash";
import { nextSessions } from "../sessions/schedule";
import { completedView, pipelineView } from "./records";

/** What visitors may read: the pipeline, the gallery, a project's seats, an offer's details. */
export function projectCatalogue({ db }: AppDatabase) {
  return {
    /** Projects in staff's order, In Progress and Planning, not archived. */
    async pipeline(now = new Date()): Promise<PipelineProjectView[]> {
      const [rows, next] = await Promise.all([
        db
          .selectFrom("projects")
          .selectAll()
          .where("archived_at", "is", null)
          .where("status", "in", ["In Progress", "Planning"])
          .orderBy("position")
          .orderBy("id")
          .execute(),
        nextSessions(db, now),
      ]);
      return rows.map((row) => {
        const session = next.get(row.id);
        return pipelineView(
          row,
          session ? `Next session: ${indiaSessionStart(session.startsAt)}` : null,
        );
      });
    },

    async completed(): Promise<CompletedProject[]> {
      const rows = await db
        .selectFrom("completed_projects")
        .selectAll()
        .where("archived_at", "is", null)
        .orderBy("position")
        .orderBy("id")
        .execute();
      return rows.map(completedView);
    },

    /** The live count the registration dialog shows when it opens; undefined: no such project. */
    async seats(projectId: string): Promise<SeatsView | undefined> {
      const row = await db
        .selectFrom("projects")
        .select(["id", "seats", "seats_used", "registration_open", "status"])
        .where("id", "=", projectId)
        .where("archived_at", "is", null)
        .executeTakeFirst();
      if (!row || row.status === "Completed") return undefined;
      return {
        projectId: row.id,
        seatsLeft: Math.max(0, row.seats - row.seats_used),
        registrationOpen: row.registration_open === 1,
      };
    },

    /**
     * The waitlist offer an emailed link carries, to fill in the dialog: undefined once it
     * lapsed or was used.
     */
    async offer(token: string, now = new Date()) {
      const row = await db
        .selectFrom("waitlist_entries")
        .innerJoin("projects", "projects.id", "waitlist_entries.project_id")
        .select([
          "waitlist_entries.project_id as projectId",
          "projects.title as projectTitle",
          "waitlist_entries.name",
          "waitlist_entries.email",
          "waitlist_entries.phone",
          "waitlist_entries.offer_expires_at as expiresAt",
        ])
        .where("waitlist_entries.offer_token_hash", "=", hashLinkToken(token))
        .where("waitlist_entries.status", "=", "offered")
        .where("waitlist_entries.offer_expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return row && { ...row, expiresAt: row.expiresAt ?? "" };
    },
  };
}
