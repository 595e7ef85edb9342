import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  registrationCauses,
  registrationChanges,
  registrationStarts,
} from "./registration-lifecycle";
import { registrationStatuses } from "./registrations";

/** The arrows of docs/product.md's lifecycle diagram, as `from --> to : cause` lines. */
function diagramArrows(): string[] {
  const product = readFileSync(new URL("../../docs/product.md", import.meta.url), "utf8");
  const blocks = [...product.matchAll(/^```mermaid\n(stateDiagram-v2\n[\s\S]*?)^```$/gm)];
  expect(blocks).toHaveLength(1);
  const lines = blocks[0]![1]!
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("%%"));
  return lines.map((line) => {
    const arrow = /^(\[\*\]|[a-z_]+) --> ([a-z_]+) : ([a-z]+)$/.exec(line);
    expect(arrow, `not an arrow of the lifecycle: ${line}`).not.toBeNull();
    return `${arrow![1]} --> ${arrow![2]} : ${arrow![3]}`;
  });
}

const tableArrows = () => [
  ...registrationStarts.map(({ to, cause }) => `[*] --> ${to} : ${cause}`),
  ...registrationChanges.map(({ from, to, cause }) => `${from} --> ${to} : ${cause}`),
];

describe("the registration lifecycle", () => {
  it("is drawn in docs/product.md arrow for arrow as the table lists it", () => {
    expect(diagramArrows().sort()).toEqual(tableArrows().sort());
  });

  it("lists each change once, as a change of status, with a cause and a description", () => {
    const arrows = tableArrows();
    expect(new Set(arrows).size).toBe(arrows.length);
    for (const change of [...registrationStarts, ...registrationChanges]) {
      expect(registrationCauses).toContain(change.cause);
      expect(change.description).toMatch(/^[A-Z].*\.$/);
    }
    for (const { from, to } of registrationChanges) expect(from).not.toBe(to);
  });

  it("reaches every status from the ones a registration is created in", () => {
    const reached = new Set<string>(registrationStarts.map(({ to }) => to));
    for (let grew = true; grew;) {
      const before = reached.size;
      for (const { from, to } of registrationChanges) if (reached.has(from)) reached.add(to);
      grew = reached.size > before;
    }
    expect([...reached].sort()).toEqual([...registrationStatuses].sort());
  });
});
