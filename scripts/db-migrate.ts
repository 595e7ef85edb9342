/**
 * npm run db:migrate
 *
 * Brings the configured database's schema up to date, as the server does when it starts (our
 * migrations, the first-run content, better-auth's tables), and exits. An upgrade runs it
 * once before restarting the instances, so they do not race to migrate and none serves
 * from a schema it does not know.
 */
import { createAuth } from "#server/auth/auth";
import { migrateAuthTables } from "#server/auth/migrate";
import { loadConfig } from "#server/config";
import { connectDatabase } from "#server/db/connect";
import { migrationNames } from "#server/db/migrate";
import { createLogger } from "#server/logger";
import { initialiseDatabase } from "#server/start";
import { runCommand } from "./db/command";

await runCommand(async () => {
  const config = loadConfig();
  const logger = createLogger("warn");
  const database = connectDatabase(config.database, { logger });
  try {
    const applied = await initialiseDatabase(database, logger);
    // Only the table migration runs here: no mail is sent, so no link needs a sender.
    const auth = createAuth({
      config,
      database,
      logger,
      sendVerificationLink: () => Promise.resolve(),
    });
    const accounts = await migrateAuthTables(auth, logger);
    console.log(
      applied.migrations.length > 0
        ? `Applied migrations: ${applied.migrations.join(", ")}`
        : `No migrations to apply: the schema is at ${migrationNames.at(-1) ?? "none"}.`,
    );
    if (applied.blogPostsAdded > 0 || applied.projectsAdded > 0) {
      console.log(
        `Seeded from shared/content: ${applied.blogPostsAdded} blog posts, ${applied.projectsAdded} projects.`,
      );
    }
    console.log(
      accounts.created.length + accounts.extended.length > 0
        ? `Account tables: created ${accounts.created.join(", ") || "none"}; extended ${accounts.extended.join(", ") || "none"}.`
        : "Account tables: up to date.",
    );
    return true;
  } finally {
    await database.close();
  }
});
