/**
 * Time until each control (the menu, the carousels, the Login dialog, the contact form)
 * responds to a tap on a throttled phone. Writes bench/results/interaction.md and
 * interaction.json.
 * Usage: npm run bench:interaction (builds, then measures the production build), or against
 * a server already running: BENCH_ORIGIN=http://127.0.0.1:4700 npx tsx bench/interaction.ts.
 * INTERACTION_RUNS sets the runs per control (default 5); INTERACTION_OUT the file name
 * (default interaction, e.g. interaction-before).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { interactionNotes, interactionTable, measureInteractions } from "./support/interaction";
import { projectRoot, startBenchServer } from "./support/server";

const runs = Number(process.env.INTERACTION_RUNS ?? 5);
const name = process.env.INTERACTION_OUT ?? "interaction";
const given = process.env.BENCH_ORIGIN;
const server = given ? null : await startBenchServer();
const origin = given ?? server?.url;
if (!origin) throw new Error("no server to measure");
let rows;
try {
  rows = await measureInteractions(origin, runs);
} finally {
  await server?.stop();
}

const report = `# Interactivity on a throttled phone

${interactionNotes}

${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${runs} runs
per control${given ? ` against ${given}` : ""}. Run it again with \`npm run bench:interaction\`.

${interactionTable(rows)}
`;
const out = path.resolve(projectRoot, "bench/results", name);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(`${out}.md`, report);
fs.writeFileSync(`${out}.json`, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`wrote ${path.relative(projectRoot, out)}.md`);
