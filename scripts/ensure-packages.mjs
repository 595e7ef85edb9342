// node scripts/ensure-packages.mjs <program>…
// The tests use some of Debian's programs: Chromium for the end-to-end tests (Playwright's own
// download cannot reach its servers from every machine) and for the reference drawings of the
// certificates' Indian names; poppler's pdftoppm (with pdftotext and pdffonts) to read the
// certificates back; Caddy, rclone and shellcheck for the tests of deploy/. Installs those
// missing when allowed (root with apt-get); otherwise says how.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The Debian package of a program, where it has another name. */
const packageOf = { pdftoppm: "poppler-utils" };
const present = (program) =>
  program === "chromium"
    ? fs.existsSync(chromium)
    : spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;

const missing = process.argv.slice(2).filter((program) => !present(program));
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
const packages = missing.map((program) => packageOf[program] ?? program);
if (isRoot && hasApt && !(missing.includes("chromium") && process.env.CHROMIUM_PATH)) {
  console.log(`Installing Debian's ${packages.join(", ")} for the tests...`);
  const install = () =>
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    install();
  } catch {
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    install();
  }
  if (missing.every(present)) process.exit(0);
}
console.error(
  `The tests need ${missing.join(", ")}. Install with: sudo apt-get install ${packages.join(" ")} (Debian/Ubuntu)` +
    (missing.includes("chromium")
      ? `, or set CHROMIUM_PATH to a Chromium or Chrome binary (looked for ${chromium}).`
      : "."),
);
process.exit(1);
