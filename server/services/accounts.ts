import type { AccountOverview, AccountRegistration, AccountUser } from "#shared/domain/accounts";
import type { Auth } from "../auth/auth";
import type { AppDatabase } from "../db/connect";

/** How opening the emailed confirmation link ended. */
export type EmailConfirmation = "confirmed" | "sign-in" | "other-account" | "invalid";

/**
 * Whose account a confirmation token names, read without checking it (verifyEmail checks
 * it); only used to tell the visitor which account to sign in to.
 */
function tokenClaims(token: string): { userId: string } | undefined {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    const userId = (payload as { userId?: unknown } | null)?.userId;
    return typeof userId === "string" ? { userId } : undefined;
  } catch {
    return undefined;
  }
}

/** What a page rendered per request may know about the visitor, and their registrations. */
export function createAccountService({ db }: AppDatabase, auth: Auth) {
  async function session(headers: Headers) {
    return (await auth.api.getSession({ headers })) ?? undefined;
  }

  /** A visitor's project registrations, newest first, found by their account's email. */
  async function registrationsOf(email: string): Promise<AccountRegistration[]> {
    const rows = await db
      .selectFrom("registrations")
      .leftJoin("projects", "projects.id", "registrations.project_id")
      .select([
        "registrations.reference",
        "registrations.project_id",
        "projects.title",
        "registrations.status",
        "registrations.payment_method",
        "registrations.created_at",
        "registrations.paid_at",
      ])
      .where("registrations.email", "=", email.toLowerCase())
      .orderBy("registrations.created_at", "desc")
      .execute();
    return rows.map((row) => ({
      reference: row.reference,
      projectTitle: row.title ?? row.project_id,
      status: row.status,
      paymentMethod: row.payment_method,
      registeredAt: row.created_at,
      paidAt: row.paid_at,
    }));
  }

  return {
    /**
     * The emailed link's token, for the browser these headers come from. It confirms the
     * address only when that browser is signed in to the account the link was sent for: the
     * link proves the mailbox, the session the password. Anyone else who opens it (a mail
     * scanner, or the owner of an address someone else signed up with) confirms nothing.
     */
    async confirmEmail(headers: Headers, token: string): Promise<EmailConfirmation> {
      const claimed = tokenClaims(token);
      if (!claimed) return "invalid";
      const user = (await session(headers))?.user;
      if (!user) return "sign-in";
      if (user.id !== claimed.userId) return "other-account";
      if (user.emailVerified) return "confirmed";
      try {
        // Checks the signature, the expiry and that the token is this user's.
        await auth.api.verifyEmail({ query: { token } });
      } catch {
        return "invalid";
      }
      return "confirmed";
    },

    /** The signed-in visitor's address, when they have confirmed it is theirs. */
    async confirmedEmail(headers: Headers): Promise<string | undefined> {
      const user = (await session(headers))?.user;
      return user?.emailVerified ? user.email.toLowerCase() : undefined;
    },

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
