import { createHash } from "node:crypto";

/**
 * What the database keeps of an emailed link's secret token (an invitation, a waitlist offer,
 * a newsletter confirmation): its SHA-256, so someone reading the database cannot follow the
 * link. The token is random and long, so no salt or slow hash is needed.
 */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
