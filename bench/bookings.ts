/**
 * POST /api/bookings under load (autocannon, 50 connections, 10 s) on SQLite, and on
 * PostgreSQL when BENCH_POSTGRES_URL or TEST_POSTGRES_URL is set. After each run the
 * server stops gracefully and the rows stored are counted: every 2xx must be a row.
 * Writes bench/results/bookings.md and bookings.json. Usage: npm run bench:bookings
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { connectDatabase } from "../server/db/connect";
import { createLogger } from "../server/logger";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { projectRoot, startBenchServer } from "./support/server";
import { startDiscardingSmtp } from "./support/smtp-discard";

const connections = 50;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;

const booking = JSON.stringify({
  organizationName: "Vasavi College of Engineering",
  email: "tpo@vasavi.example",
  contactNumber: "+91 40 2345 6789",
  address: "Ibrahimbagh, Hyderabad, Telangana 500031",
  message: "A two-day React workshop for 60 third-year students in January.",
});

interface Row {
  database: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses2xx: number;
  otherResponses: number;
  errors: number;
  rowsStored: number;
}

async function measure(name: string, database: TestDatabase): Promise<Row> {
  const smtp = await startDiscardingSmtp();
  const server = await startBenchServer({
    ...database.env,
    SMTP_URL: smtp.url,
    // The limit protects the site from one address; here one address is the whole load.
    FORM_RATE_LIMIT: "1000000000",
  });
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: `${server.url}/api/bookings`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: booking,
      connections,
      duration: durationSeconds,
    });
  } finally {
    await server.stop();
    await smtp.stop();
  }
  const db = connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
  const stored = await db.db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  await db.close();
  await database.drop();
  const row: Row = {
    database: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses2xx: result["2xx"],
    otherResponses: result.non2xx,
    errors: result.errors + result.timeouts,
    rowsStored: Number(stored.n),
  };
  console.log(
    `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, 2xx ${row.responses2xx}, stored ${row.rowsStored}`,
  );
  return row;
}

const rows = [await measure("SQLite", await createTestDatabase("sqlite"))];
if (postgresUrl) {
  process.env.TEST_POSTGRES_URL = postgresUrl;
  rows.push(await measure("PostgreSQL", await createTestDatabase("postgres")));
}

const table = rows
  .map(
    (row) =>
      `| ${row.database} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.responses2xx} | ${row.otherResponses} | ${row.errors} | ${row.rowsStored} | ${row.rowsStored >= row.responses2xx && row.rowsStored - row.responses2xx <= connections ? "yes" : "**no**"} |`,
  )
  .join("\n");
const report = `# POST /api/bookings under load

autocannon, ${connections} connections, ${durationSeconds} s, one JSON booking per request, against
\`node build/node/index.js\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. SQLite runs with
\`synchronous=FULL\`; each booking is stored with its two queued emails in one transaction, and
the outbox delivers them to a local SMTP server during the run. Rows are counted after a
graceful stop. The last requests in flight when the load stops (at most one per connection)
are stored but their answers are not counted, so up to ${connections} more rows than 2xx
answers is expected; fewer rows than 2xx answers would be a lost submission. Run it again
with \`npm run bench:bookings\`.

| Database | req/s | p50 (ms) | p99 (ms) | 2xx | other | errors | rows stored | every 2xx stored |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${table}
`;
const results = path.join(projectRoot, "bench/results");
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, "bookings.md"), report);
fs.writeFileSync(path.join(results, "bookings.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log("wrote bench/results/bookings.md");
