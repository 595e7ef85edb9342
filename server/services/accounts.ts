import { pipelineProjects } from "../../app/content/projects";
import type { AccountUser, AccountRegistration } from "../../app/features/auth/types";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";

/** What a page rendered per request may know about the visitor, and their registrations. */
export function createAccountService({ db }: AppDatabase, auth: Auth) {
  return {
    /** The signed-in visitor for these request headers (their session cookie), if any. */
    async signedInUser(headers: Headers): Promise<AccountUser | undefined> {
      const session = await auth.api.getSession({ headers });
      if (!session) return undefined;
      const { id, name, email, image } = session.user;
      return { id, name, email, image: image ?? null };
    },

    /** A visitor's project registrations, newest first, found by their account's email. */
    async registrationsOf(email: string): Promise<AccountRegistration[]> {
      const rows = await db
        .selectFrom("registrations")
        .select(["reference", "project_id", "status", "payment_method", "created_at", "paid_at"])
        .where("email", "=", email.toLowerCase())
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => ({
        reference: row.reference,
        projectTitle:
          pipelineProjects.find((project) => project.id === row.project_id)?.title ??
          row.project_id,
        status: row.status,
        paymentMethod: row.payment_method,
        registeredAt: row.created_at,
        paidAt: row.paid_at,
      }));
    },
  };
}
