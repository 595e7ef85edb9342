/**
 * Lighthouse (mobile) on every route of the production build, alone (the full benchmark,
 * `npm run bench`, includes it), and the home page beside a bare WordPress page's (without
 * the server throughput, which only the full benchmark measures). Writes
 * bench/results/lighthouse.md and lighthouse.json.
 * Usage: npm run bench:lighthouse (LIGHTHOUSE_RUNS sets the runs per route, default 3).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { auditEveryRoute, lighthouseNotes, lighthouseTable } from "./support/lighthouse";
import { comparePeer, peerNotes, peerTable } from "./support/peer";
import { projectRoot, startBenchServer } from "./support/server";

const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const server = await startBenchServer();
let rows;
try {
  rows = await auditEveryRoute(server.url, runsPerRoute);
} finally {
  await server.stop();
}

const report = `# Lighthouse (mobile), every route

${lighthouseNotes}

${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; each row is
the run with the median performance score of ${runsPerRoute}. Run it again with
\`npm run bench:lighthouse\`.

${lighthouseTable(rows)}

## Home page against the peer (bare WordPress)

${peerNotes}

${peerTable(comparePeer(rows.find((row) => row.path === "/")))}
`;
const results = path.join(projectRoot, "bench/results");
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, "lighthouse.md"), report);
fs.writeFileSync(path.join(results, "lighthouse.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log("wrote bench/results/lighthouse.md");
