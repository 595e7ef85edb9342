// The end-to-end tests drive Debian's Chromium (Playwright's own download cannot reach its
// servers from every machine). Installs it when missing and allowed; otherwise says how.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing: installing Debian's chromium package (about 30 s)...");
  try {
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (fs.existsSync(chromium)) process.exit(0);
}
console.error(
  `The end-to-end tests need Chromium at ${chromium}. Install it with: sudo apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
);
process.exit(1);
