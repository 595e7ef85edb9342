import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { AppDatabase } from "./connect";
import * as initial from "./migrations/0001-initial";
import * as blogPosts from "./migrations/0002-blog-posts";
import * as emailHeaders from "./migrations/0003-email-headers";
import * as payments from "./migrations/0004-payments";
import * as admin from "./migrations/0005-admin";
import * as emailProps from "./migrations/0006-email-props";
import * as endAdminSessions from "./migrations/0007-end-admin-sessions";
import * as blogEditor from "./migrations/0008-blog-editor";
import * as staffInvitations from "./migrations/0009-staff-invitations";
import * as projects from "./migrations/0010-projects";
import * as newsletter from "./migrations/0011-newsletter";
import * as dataRights from "./migrations/0012-data-rights";
import * as razorpay from "./migrations/0013-razorpay";
import * as adminListsAtScale from "./migrations/0014-admin-lists-at-scale";
import * as outboxAbout from "./migrations/0015-outbox-about";
import * as upiClaims from "./migrations/0016-upi-claims";
import * as invitationSenders from "./migrations/0017-invitation-senders";
import * as refundClaimsAndEventKeys from "./migrations/0018-refund-claims-and-event-keys";
import * as pictureAddresses from "./migrations/0019-picture-addresses";
import * as answersAndRefunds from "./migrations/0020-answers-and-refunds";
import * as activityAndOutboxIndexes from "./migrations/0021-activity-and-outbox-indexes";
import * as sessionsAndTickets from "./migrations/0022-sessions-and-tickets";
import * as certificates from "./migrations/0023-certificates";

/**
 * Listed by hand rather than read from a folder, so the bundled server carries its
 * migrations with it. Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-blog-posts": blogPosts,
  "0003-email-headers": emailHeaders,
  "0004-payments": payments,
  "0005-admin": admin,
  "0006-email-props": emailProps,
  "0007-end-admin-sessions": endAdminSessions,
  "0008-blog-editor": blogEditor,
  "0009-staff-invitations": staffInvitations,
  "0010-projects": projects,
  "0011-newsletter": newsletter,
  "0012-data-rights": dataRights,
  "0013-razorpay": razorpay,
  "0014-admin-lists-at-scale": adminListsAtScale,
  "0015-outbox-about": outboxAbout,
  "0016-upi-claims": upiClaims,
  "0017-invitation-senders": invitationSenders,
  "0018-refund-claims-and-event-keys": refundClaimsAndEventKeys,
  "0019-picture-addresses": pictureAddresses,
  "0020-answers-and-refunds": answersAndRefunds,
  "0021-activity-and-outbox-indexes": activityAndOutboxIndexes,
  "0022-sessions-and-tickets": sessionsAndTickets,
  "0023-certificates": certificates,
};

/** Every migration this version of the app has, in the order they run. */
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  // Kysely finds its bookkeeping tables by introspection, which on PostgreSQL sees only the
  // schema the connection works in (current-schema-introspector.ts).
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
