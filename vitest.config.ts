import { defineConfig } from "vitest/config";

/**
 * unit: pure logic beside the code it tests. integration: the HTTP app in-process on a
 * real database, once on SQLite and once on PostgreSQL when TEST_POSTGRES_URL is set.
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
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      integration("sqlite"),
      ...(process.env.TEST_POSTGRES_URL ? [integration("postgres")] : []),
    ],
  },
});
