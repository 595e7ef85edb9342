import { randomUUID } from "node:crypto";
import { projectMessages } from "#shared/domain/projects";
import type { WaitlistInput } from "#shared/schemas/waitlist";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import { submittedAt } from "../consent";
import { ServiceRefusal } from "../errors";
import type { Commit } from "../unit-of-work";
import { mayJoinWaitlist } from "./unproven-holds";

/**
 * Joining a full project's waitlist. Someone already waiting (or holding an offer) for the
 * same project is answered the same way and not added twice; a project with seats left
 * sends the visitor to register instead, and a network that already has a few places is
 * refused (decision 0024).
 */
export function waitlist({ db }: AppDatabase, commit: Commit, mail: MailComposer) {
  return async (projectId: string, input: WaitlistInput, network: string): Promise<void> => {
    const email = input.email.toLowerCase();
    const project = await db
      .selectFrom("projects")
      .select(["title", "seats", "seats_used", "archived_at", "status"])
      .where("id", "=", projectId)
      .executeTakeFirst();
    if (!project || project.archived_at || project.status === "Completed") {
      throw new ServiceRefusal("not_found", projectMessages.unknownProject);
    }
    if (project.seats_used < project.seats) {
      throw new ServiceRefusal("conflict", projectMessages.waitlistNotFull);
    }
    await commit(async (unit) => {
      const { trx, now, send } = unit;
      const already = await trx
        .selectFrom("waitlist_entries")
        .select("id")
        .where("project_id", "=", projectId)
        .where("email", "=", email)
        .where("status", "in", ["waiting", "offered"])
        .executeTakeFirst();
      if (already) return;
      // An address nobody has proven could otherwise queue many times for every freed seat.
      if (!(await mayJoinWaitlist(unit, projectId, network))) {
        throw new ServiceRefusal("conflict", projectMessages.waitlistNetworkFull);
      }
      await trx
        .insertInto("waitlist_entries")
        .values({
          id: randomUUID(),
          project_id: projectId,
          name: input.name,
          email,
          phone: input.phone,
          status: "waiting",
          offer_token_hash: null,
          offered_at: null,
          offer_expires_at: null,
          network,
          ...submittedAt(now),
        })
        .execute();
      send(mail.waitlistJoined({ name: input.name, email, projectTitle: project.title }));
    });
  };
}
