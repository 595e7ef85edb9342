import type { AppDatabase } from "../../db/connect";
import { ServiceRefusal } from "../errors";
import type { Actor, Commit } from "../unit-of-work";
import { newCertificateId } from "./ids";
import type { IssueSettings } from "./issuing";
import { stateOf, toStaffCertificate, type CertificateRow, type StaffCertificate } from "./records";

export const changeMessages = {
  notFound: "No certificate has this ID.",
  notValid: "Only a valid certificate can be revoked or reissued: this one is not (any more).",
  sameName: "The corrected name is the same as the printed one",
} as const;

/**
 * Staff's changes to issued certificates: revoking one with a reason the verification page
 * shows, and reissuing one with a corrected name (the old ID then points to the new). Both
 * are audited; the holder of a reissued certificate is emailed the new one.
 */
export function certificateChanges({ db }: AppDatabase, commit: Commit, settings: IssueSettings) {
  const current = async (id: string, trx = db): Promise<CertificateRow> => {
    const row = await trx
      .selectFrom("certificates")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceRefusal("not_found", changeMessages.notFound);
    if (stateOf(row) !== "valid") throw new ServiceRefusal("conflict", changeMessages.notValid);
    return row;
  };

  return {
    async get(id: string): Promise<StaffCertificate & { reissuedFrom: string | null }> {
      const row = await db
        .selectFrom("certificates")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new ServiceRefusal("not_found", changeMessages.notFound);
      const earlier = await db
        .selectFrom("certificates")
        .select("id")
        .where("replaced_by", "=", id)
        .executeTakeFirst();
      return { ...toStaffCertificate(row), reissuedFrom: earlier?.id ?? null };
    },

    /** The latest certificates, or those whose ID, name or email has `text` in it. */
    async search(text: string): Promise<StaffCertificate[]> {
      const like = `%${text.trim().toLowerCase()}%`;
      const rows = await db
        .selectFrom("certificates")
        .selectAll()
        .$if(text.trim() !== "", (query) =>
          query.where((eb) =>
            eb.or([
              eb(eb.fn("lower", ["id"]), "like", like),
              eb(eb.fn("lower", ["holder_name"]), "like", like),
              eb(eb.fn("lower", ["holder_email"]), "like", like),
            ]),
          ),
        )
        .orderBy("issued_at", "desc")
        .limit(100)
        .execute();
      return rows.map(toStaffCertificate);
    },

    async revoke(id: string, reason: string, actor: Actor): Promise<void> {
      await commit(async (unit) => {
        const row = await current(id, unit.trx);
        await unit.trx
          .updateTable("certificates")
          .set({
            revoked_at: unit.now.toISOString(),
            revoked_by: actor.email,
            revoke_reason: reason,
          })
          .where("id", "=", id)
          .execute();
        unit.audit({
          actor,
          action: "certificate.revoked",
          subject: id,
          detail: `${row.holder_name}, "${row.programme}": ${reason}`,
        });
      });
    },

    async reissue(id: string, name: string, actor: Actor): Promise<{ id: string }> {
      return commit(async (unit) => {
        const row = await current(id, unit.trx);
        if (row.holder_name === name) {
          throw new ServiceRefusal("invalid", changeMessages.sameName, { field: "name" });
        }
        const replacement: CertificateRow = {
          ...row,
          id: newCertificateId(),
          holder_name: name,
          issued_at: unit.now.toISOString(),
          issued_by: actor.email,
          indexable: row.indexable,
        };
        // The old one gives up its holder's key first: the key is unique to the current one.
        await unit.trx
          .updateTable("certificates")
          .set({
            holder_key: null,
            replaced_by: replacement.id,
            replaced_at: unit.now.toISOString(),
          })
          .where("id", "=", id)
          .execute();
        await unit.trx.insertInto("certificates").values(replacement).execute();
        unit.send(
          settings.mail.certificateIssued(replacement, {
            organizationId: settings.organizationId,
            reissued: true,
          }),
        );
        unit.audit({
          actor,
          action: "certificate.reissued",
          subject: id,
          detail: `as ${replacement.id}: "${row.holder_name}" is now "${name}"`,
        });
        return { id: replacement.id };
      });
    },
  };
}
