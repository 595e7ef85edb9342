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
    // Upper bounds for a hang, not targets: a test that starts a second server process waits
    // for its cold start, seconds longer while other files run beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // These files mostly wait (on sockets, timers, the database), so more of them run at once
    // than the machine has cores; vitest's default there is one fewer than the cores.
    maxWorkers: 3,
    // A worker imports the server and the production build once for all the files it runs,
    // not once per file (five to eight seconds each on a busy machine). These files share no
    // state but the modules: each starts its own server on its own database and mocks nothing.
    isolate: false,
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
          // deploy/ run in a throwaway root and behind the real Caddy: one file at a time (they
          // start servers on fixed ports of their own choosing), with room for release builds.
          name: "deploy",
          include: ["tests/reliability/deploy-*.test.ts", "tests/reliability/proxy-*.test.ts"],
          maxWorkers: 1,
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          exclude: ["tests/reliability/deploy-*.test.ts", "tests/reliability/proxy-*.test.ts"],
          // After the integration files, one at a time: these measure servers under load.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_POSTGRES_URL ? [integration("postgres")] : []),
    ],
  },
});
