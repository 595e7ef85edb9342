/**
 * Debian's Chromium, as the end-to-end tests and the Lighthouse bench launch it: the one
 * place for its path and flags.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * For a container (no user namespaces for the sandbox, no GPU, a small /dev/shm), with no
 * background traffic of Chromium's own to disturb the timings.
 */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
