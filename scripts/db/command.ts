/**
 * A refusal is the command doing its job (a non-empty target, a server still running): the
 * user gets the sentence, not a stack trace, and a non-zero exit code.
 */
export class Refusal extends Error {}

export async function runCommand(main: () => Promise<boolean>): Promise<void> {
  try {
    if (!(await main())) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Refusal ? error.message : error);
    process.exitCode = 1;
  }
}
