import { randomUUID } from "node:crypto";
import type { WorkshopInput } from "#shared/schemas/certificate";
import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import type { certificateDesigns } from "./designs";
import { issueTo, type IssueSettings } from "./issuing";
import { readParticipants, type RowProblem } from "./participants";
import { toStaffCertificate, type StaffCertificate } from "./records";

export const workshopMessages = {
  notFound: "That workshop does not exist.",
  bookingNotFound: "That booking does not exist: choose one from the list, or none",
  fixRows: "Fix the rows marked below: nothing was issued",
} as const;

export type WorkshopOutcome =
  | { kind: "checked"; participants: number; problems: RowProblem[] }
  | { kind: "refused"; problems: RowProblem[] }
  | { kind: "issued"; workshopId: string; issued: number };

export interface WorkshopSummary {
  id: string;
  title: string;
  college: string;
  period: string;
  createdAt: string;
  certificates: number;
}

/**
 * Certificates for a college workshop's participants, who never registered on the site: a
 * CSV checked row by row, and nothing issued until every row is right. The form's one-time
 * key makes a second press find the workshop the first made.
 */
export function workshopIssuing(
  { db }: AppDatabase,
  commit: Commit,
  designs: ReturnType<typeof certificateDesigns>,
  settings: IssueSettings,
) {
  return {
    async issue(input: WorkshopInput, requestKey: string, actor: Actor): Promise<WorkshopOutcome> {
      const { participants, problems } = readParticipants(input.participantsCsv);
      if (input.checkOnly) return { kind: "checked", participants: participants.length, problems };
      if (problems.length > 0) return { kind: "refused", problems };
      if (input.bookingId) {
        const booking = await db
          .selectFrom("bookings")
          .select("id")
          .where("id", "=", input.bookingId)
          .executeTakeFirst();
        if (!booking) {
          throw new ServiceRefusal("invalid", workshopMessages.bookingNotFound, {
            field: "bookingId",
          });
        }
      }
      const design = await designs.printing(input.designId || null);
      return commit(async (unit) => {
        const workshopId = randomUUID();
        // A second press with the same key (on any instance, even at the same moment) waits for
        // the first's row and adds none: it answers with the first's workshop.
        const added = await unit.trx
          .insertInto("certificate_workshops")
          .values({
            id: workshopId,
            title: input.title,
            college: input.college,
            period: input.period,
            booking_id: input.bookingId || null,
            request_key: requestKey,
            created_by: actor.email,
            created_at: unit.now.toISOString(),
          })
          .onConflict((conflict) => conflict.column("request_key").doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) {
          const earlier = await unit.trx
            .selectFrom("certificate_workshops as w")
            .leftJoin("certificates as c", "c.workshop_id", "w.id")
            .select(["w.id", (eb) => eb.fn.count<string | number>("c.id").as("count")])
            .where("w.request_key", "=", requestKey)
            .groupBy("w.id")
            .executeTakeFirstOrThrow();
          return { kind: "issued", workshopId: earlier.id, issued: Number(earlier.count) };
        }
        const issued = await issueTo(
          unit,
          participants.map((participant) => ({
            source: "workshop",
            holderKey: `workshop:${workshopId}:${participant.email.toLowerCase()}`,
            registrationId: null,
            workshopId,
            name: participant.name,
            email: participant.email,
            college: participant.college || input.college,
          })),
          {
            programme: input.title,
            period: input.period,
            designId: input.designId || null,
            signatory: design.signatory,
            by: actor,
          },
          settings,
        );
        unit.audit({
          actor,
          action: "certificate.workshop_issued",
          subject: input.title,
          detail: `${input.college}: ${issued.length} certificate${issued.length === 1 ? "" : "s"}`,
        });
        return { kind: "issued", workshopId, issued: issued.length };
      });
    },

    async list(): Promise<WorkshopSummary[]> {
      const rows = await db
        .selectFrom("certificate_workshops as w")
        .leftJoin("certificates as c", "c.workshop_id", "w.id")
        .select(["w.id", "w.title", "w.college", "w.period", "w.created_at"])
        .select((eb) => eb.fn.count<string | number>("c.id").as("certificates"))
        .groupBy(["w.id", "w.title", "w.college", "w.period", "w.created_at"])
        .orderBy("w.created_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        college: row.college,
        period: row.period,
        createdAt: row.created_at,
        certificates: Number(row.certificates),
      }));
    },

    async get(id: string): Promise<WorkshopSummary & { holders: StaffCertificate[] }> {
      const workshop = (await this.list()).find((each) => each.id === id);
      if (!workshop) throw new ServiceRefusal("not_found", workshopMessages.notFound);
      const rows = await db
        .selectFrom("certificates")
        .selectAll()
        .where("workshop_id", "=", id)
        .orderBy("holder_name")
        .execute();
      return { ...workshop, holders: rows.map(toStaffCertificate) };
    },
  };
}
