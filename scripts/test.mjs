// `npm test`: every check, stopping at the first stage that fails. The static checks and the
// build share the machine's cores: ESLint (the longest, one core) runs beside the type check,
// the build and the unit tests, which follow one another. Its report is printed once it ends,
// so the two never interleave. Route types come first: tsc and ESLint both read them.
import { spawn } from "node:child_process";

/** Each stage: an npm script of package.json, or a command of its own. */
const commands = { tsc: ["node_modules/.bin/tsc"] };

/** Runs a stage; resolves with its exit code and, when `quiet`, what it printed. */
function run(script, { quiet = false } = {}) {
  const started = Date.now();
  const [command, ...args] = commands[script] ?? ["npm", "run", "--silent", script];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ script, code: code ?? 1, output, seconds });
    });
  });
}

async function inOrder(scripts) {
  for (const script of scripts) {
    console.log(`\n> ${script}`);
    const result = await run(script);
    console.log(`< ${script}: ${result.code === 0 ? "passed" : "FAILED"} in ${result.seconds} s`);
    if (result.code !== 0) return result.code;
  }
  return 0;
}

function exitOnFailure(code) {
  if (code !== 0) process.exit(code);
}

exitOnFailure(await inOrder(["typegen"]));
const [lint, checks] = await Promise.all([
  run("lint", { quiet: true }),
  inOrder(["tsc", "build", "test:unit"]),
]);
console.log(`\n> lint\n${lint.output}`);
console.log(`< lint: ${lint.code === 0 ? "passed" : "FAILED"} in ${lint.seconds} s`);
exitOnFailure(checks);
exitOnFailure(lint.code);
exitOnFailure(await inOrder(["test:integration", "test:e2e"]));
