/**
 * Writes the baseline of bench/support/route-js-report.ts: each page's JavaScript in another
 * checkout's build, such as main before an issue.
 *
 *   git clone . /tmp/base && git -C /tmp/base checkout <commit>
 *   (cd /tmp/base && npm ci && npm run build)
 *   npx tsx bench/route-js.ts /tmp/base <commit>
 *
 * The commit is recorded, not checked: the build is whatever that checkout last built.
 */
import fs from "node:fs";
import path from "node:path";
import { measurePages } from "./support/route-js";
import { baselineFile, baselineOf } from "./support/route-js-report";
import { projectRoot } from "./support/server";

const [checkout, commit] = process.argv.slice(2);
if (!checkout || !commit) {
  console.error("usage: npx tsx bench/route-js.ts <checkout with a build> <its commit>");
  process.exit(1);
}
const pages = measurePages(path.resolve(checkout, "build/client"));
const baseline = baselineOf(
  pages,
  commit,
  `Each page's first-load JavaScript in the build of ${commit}, measured by bench/support/route-js.ts.`,
);
fs.writeFileSync(path.join(projectRoot, baselineFile), `${JSON.stringify(baseline, null, 2)}\n`);
console.log(`wrote ${baselineFile}: ${pages.length} pages at ${commit}`);
