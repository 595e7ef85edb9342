import type { Insertable } from "kysely";
import type { CertificateSource } from "#shared/domain/certificates";
import type { IssueInput } from "#shared/schemas/certificate";
import type { AppDatabase } from "../../db/connect";
import type { CertificatesTable } from "../../db/tables/certificates";
import type { MailComposer } from "../../mail/messages";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit, UnitOfWork } from "../unit-of-work";
import { completionMessages, paidStudents } from "./completion";
import type { certificateDesigns } from "./designs";
import { newCertificateId } from "./ids";
import type { CertificateRow } from "./records";

/** One holder a certificate is about to be issued to. */
export interface NewHolder {
  source: CertificateSource;
  holderKey: string;
  registrationId: string | null;
  workshopId: string | null;
  name: string;
  email: string;
  college: string | null;
}

export interface IssueSettings {
  mail: MailComposer;
  organizationId: string | undefined;
}

/** Rows a statement adds at once: well under SQLite's limit of 32,766 bound values. */
const insertBatch = 200;

/**
 * Stores a certificate for each holder who has no current one and emails them its link, in
 * the caller's transaction. The unique `holder_key` decides who already has one, so the same
 * issue pressed twice, or on two instances at once, issues one certificate per holder.
 */
export async function issueTo(
  unit: UnitOfWork,
  holders: readonly NewHolder[],
  what: {
    programme: string;
    period: string;
    designId: string | null;
    signatory: { name: string; title: string };
    by: Actor;
  },
  { mail, organizationId }: IssueSettings,
): Promise<CertificateRow[]> {
  const rows: Array<Insertable<CertificatesTable>> = holders.map((holder) => ({
    id: newCertificateId(),
    source: holder.source,
    registration_id: holder.registrationId,
    workshop_id: holder.workshopId,
    holder_key: holder.holderKey,
    holder_name: holder.name,
    holder_email: holder.email,
    college: holder.college,
    programme: what.programme,
    period: what.period,
    design_id: what.designId,
    signatory_name: what.signatory.name,
    signatory_title: what.signatory.title,
    issued_at: unit.now.toISOString(),
    issued_by: what.by.email,
    indexable: 0,
  }));
  const issued: CertificateRow[] = [];
  // In batches, each one statement: a holder who has a current certificate is skipped by the
  // unique key, and RETURNING names only the rows that were added.
  for (let start = 0; start < rows.length; start += insertBatch) {
    const batch = rows.slice(start, start + insertBatch);
    const added = await unit.trx
      .insertInto("certificates")
      .values(batch)
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .execute();
    issued.push(...added);
  }
  for (const row of issued) {
    unit.send(mail.certificateIssued(row, { organizationId, reissued: false }));
  }
  return issued;
}

/** Issuing a project's certificates: everyone ticked complete who has none yet. */
export function projectIssuing(
  { db }: AppDatabase,
  commit: Commit,
  designs: ReturnType<typeof certificateDesigns>,
  settings: IssueSettings,
) {
  return {
    async issue(
      projectId: string,
      input: IssueInput,
      actor: Actor,
    ): Promise<{ issued: number; alreadyHad: number }> {
      const project = await db
        .selectFrom("projects")
        .select(["id", "title"])
        .where("id", "=", projectId)
        .executeTakeFirst();
      if (!project) throw new ServiceRefusal("not_found", completionMessages.projectNotFound);
      const design = await designs.printing(input.designId || null);
      return commit(async (unit) => {
        const completed = await paidStudents(unit.trx, projectId)
          .select("college")
          .where("id", "in", (eb) =>
            eb.selectFrom("certificate_completions").select("registration_id"),
          )
          .execute();
        const issued = await issueTo(
          unit,
          completed.map((student) => ({
            source: "project",
            holderKey: `registration:${student.id}`,
            registrationId: student.id,
            workshopId: null,
            name: student.name,
            email: student.email,
            college: student.college,
          })),
          {
            programme: project.title,
            period: input.period,
            designId: input.designId || null,
            signatory: design.signatory,
            by: actor,
          },
          settings,
        );
        if (issued.length > 0) {
          unit.audit({
            actor,
            action: "certificate.issued",
            subject: project.title,
            detail: `${issued.length} certificate${issued.length === 1 ? "" : "s"}`,
          });
        }
        return { issued: issued.length, alreadyHad: completed.length - issued.length };
      });
    },

    /** What the issue form starts from: the period the last certificates stated, if any. */
    async lastPeriod(projectId: string): Promise<{ period: string; designId: string } | null> {
      const last = await db
        .selectFrom("certificates as c")
        .innerJoin("registrations as r", "r.id", "c.registration_id")
        .select(["c.period", "c.design_id"])
        .where("r.project_id", "=", projectId)
        .orderBy("c.issued_at", "desc")
        .executeTakeFirst();
      return last ? { period: last.period, designId: last.design_id ?? "" } : null;
    },
  };
}
