import { pipelineProjects } from "../../app/content/projects";
import type {
  AccountOverview,
  AccountRegistration,
  AccountUser,
} from "../../app/features/auth/types";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";

/** What a page rendered per request may know about the visitor, and their registrations. */
export function createAccountService({ db }: AppDatabase, auth: Auth) {
  async function session(headers: Headers) {
    return (await auth.api.getSession({ headers })) ?? undefined;
  }

  /** A visitor's project registrations, newest first, found by their account's email. */
  async function registrationsOf(email: string): Promise<AccountRegistration[]> {
    const rows = await db
      .selectFrom("registrations")
      .select(["reference", "project_id", "status", "payment_method", "created_at", "paid_at"])
      .where("email", "=", email.toLowerCase())
      .orderBy("created_at", "desc")
      .execute();
    return rows.map((row) => ({
      reference: row.reference,
      projectTitle:
        pipelineProjects.find((project) => project.id === row.project_id)?.title ?? row.project_id,
      status: row.status,
      paymentMethod: row.payment_method,
      registeredAt: row.created_at,
      paidAt: row.paid_at,
    }));
  }

  return {
    /** The signed-in visitor for these request headers (their session cookie), if any. */
    async signedInUser(headers: Headers): Promise<AccountUser | undefined> {
      const user = (await session(headers))?.user;
      if (!user) return undefined;
      const { id, name, email, image } = user;
      return { id, name, email, image: image ?? null };
    },

    /**
     * /account: the visitor, and what was stored under their address. Anyone can sign up
     * with any address, so registrations are shown only once the visitor has proved the
     * mailbox is theirs (the emailed link, or Google, which vouches for its addresses).
     */
    async overview(headers: Headers): Promise<AccountOverview | undefined> {
      const user = (await session(headers))?.user;
      if (!user) return undefined;
      const { id, name, email, image, emailVerified } = user;
      return {
        user: { id, name, email, image: image ?? null },
        emailVerified,
        registrations: emailVerified ? await registrationsOf(email) : [],
      };
    },
  };
}
