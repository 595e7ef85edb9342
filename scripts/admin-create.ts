/**
 * npm run admin:create -- --email staff@example.com [--name "Staff Name"] [--password …] [--force]
 * npm run admin:create -- --email you@example.com --first
 *
 * Adds an admin to the configured database (DATABASE_URL, or the default SQLite file), or
 * makes an existing account an admin (its sessions end). An account whose address was never
 * confirmed is promoted only with --force. Without --password it generates one and prints it once.
 * With --first it does this only while the site has no admin at all, and otherwise changes
 * nothing: what deploy/bin/setup runs on every run.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { requiredEmail } from "#shared/schemas/fields";
import { migrateAuthTables } from "#server/auth/migrate";
import { loadConfig } from "#server/config";
import { connectDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import { createRuntime } from "#server/runtime";
import { initialiseAccounts, initialiseDatabase } from "#server/start";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string", default: "Administrator" },
    password: { type: "string" },
    force: { type: "boolean", default: false },
    first: { type: "boolean", default: false },
  },
});

// The same check as the admin login's, so the address can be used to sign in.
if (!values.email || !requiredEmail().safeParse(values.email).success) {
  console.error(
    'Usage: npm run admin:create -- --email staff@example.com [--name "Name"] [--password …] [--force | --first]',
  );
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger("warn");
const database = connectDatabase(config.database, { logger });
try {
  await initialiseDatabase(database, logger);
  const runtime = createRuntime({ config, database, logger });
  const password = values.password ?? randomBytes(15).toString("base64url");
  let email: string | undefined;
  if (values.first) {
    await migrateAuthTables(runtime.auth, logger);
    email = (await runtime.services.adminAccess.ensureFirstAdmin({ email: values.email, password }))
      ?.email;
    if (!email) console.log("The site has an admin already: nothing changed.");
  } else {
    await initialiseAccounts(runtime, config, logger, { announce: false });
    email = (
      await runtime.services.adminAccess.createAdmin(values.email, password, values.name, {
        force: values.force,
      })
    ).email;
  }
  await runtime.close();
  if (email) {
    console.log(`Admin ready: ${email}`);
    if (!values.password) console.log(`Password (shown only once): ${password}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
