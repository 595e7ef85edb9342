// node same-packages.mjs <folder with node_modules> <release>
// Exits 0 when the packages installed in the first folder are exactly those the release's
// package-lock.json names (npm's own record of an install, node_modules/.package-lock.json,
// against the lockfile: same paths, versions and integrity), so linking them is what
// `npm ci` would have installed. Optional packages for other platforms are never installed.
import fs from "node:fs";
import path from "node:path";

const [donor, release] = process.argv.slice(2);
const read = (file) => JSON.parse(fs.readFileSync(file, "utf8")).packages ?? {};
let installed;
try {
  installed = read(path.join(donor, "node_modules/.package-lock.json"));
} catch {
  process.exit(1);
}
const wanted = read(path.join(release, "package-lock.json"));
const same = (a, b) => a.version === b.version && a.integrity === b.integrity;
for (const [where, entry] of Object.entries(wanted)) {
  if (where === "") continue;
  const have = installed[where];
  if (have ? !same(have, entry) : !entry.optional) process.exit(1);
}
for (const where of Object.keys(installed)) if (!(where in wanted)) process.exit(1);
