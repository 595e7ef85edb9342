import type { Transaction } from "kysely";
import type { AppDatabase } from "../../db/connect";
import type { DatabaseSchema } from "../../db/schema";
import { ServiceRefusal } from "../errors";

export const holderMessages = {
  notYours: "That certificate is not one of yours.",
} as const;

/**
 * What a holder decides about their own certificates: whether search engines may show the
 * verification page. Only the account whose confirmed address the certificate was issued to.
 */
export function holderChoices({ db }: AppDatabase) {
  return {
    async setIndexable(id: string, accountEmail: string, indexable: boolean): Promise<void> {
      const updated = await db
        .updateTable("certificates")
        .set({ indexable: indexable ? 1 : 0 })
        .where("id", "=", id)
        .where((eb) => eb(eb.fn("lower", ["holder_email"]), "=", accountEmail.trim().toLowerCase()))
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        throw new ServiceRefusal("not_found", holderMessages.notYours);
      }
    },
  };
}

/**
 * Erasure withdraws a person's certificates (called by the erasure, in its transaction, once
 * the map has blanked their names): the verification page then says so and names nobody, and
 * the holder's key is freed so nothing is issued to a blank name again.
 */
export async function withdrawCertificates(
  trx: Transaction<DatabaseSchema>,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable("certificates")
    .set({ withdrawn_at: now.toISOString(), holder_key: null, indexable: 0 })
    .where("id", "in", ids)
    .execute();
}
