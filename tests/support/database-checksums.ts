import type { TableChecksum } from "#server/db/table-checksums";
import { checksumsOf } from "../../scripts/db/checksums-of";
import type { TestDatabase } from "./test-database";

/**
 * Every table's count and checksum, read as db:backup and db:restore read them; on
 * PostgreSQL in the test's own schema, which its DATABASE_URL names.
 */
export function checksumsOfTestDatabase({
  target,
  env,
}: Pick<TestDatabase, "target" | "env">): Promise<TableChecksum[]> {
  return checksumsOf(
    target.kind === "sqlite" ? target : { kind: "postgres", url: env.DATABASE_URL ?? target.url },
  );
}
