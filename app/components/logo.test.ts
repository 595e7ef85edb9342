import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { logoSvg } from "./logo";

it("draws the same mark as public/favicon.svg, the logo search engines are given", () => {
  const file = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
  expect(logoSvg).toBe(file.trim());
});
