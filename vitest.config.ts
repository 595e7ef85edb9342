import { defineConfig } from "vitest/config";

/**
 * unit: pure logic beside the code it tests. integration: the HTTP app in-process on a
 * real database, once on SQLite and once on PostgreSQL when TEST_POSTGRES_URL is set.
 * reliability: server processes under load and faults (each test picks its databases).
 */
const integration = (dialect: "sqlite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration:${dialect}`,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DATABASE: dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
      integration("sqlite"),
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_POSTGRES_URL ? [integration("postgres")] : []),
    ],
  },
});
