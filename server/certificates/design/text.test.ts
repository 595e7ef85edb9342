import { describe, expect, it } from "vitest";
import { builtInLayout } from "#shared/domain/certificates";
import { pointsPerMm } from "../drawing";
import { placeText } from "./text";

const { name } = builtInLayout;
const colour = [0, 0, 0] as const;
const widthMm = (item: Awaited<ReturnType<typeof placeText>>) =>
  (item.line.width * item.size * item.scaleX) / pointsPerMm;

describe("a line in its box", () => {
  it("keeps its size when it fits, centred on its anchor", async () => {
    const item = await placeText("Priya Sharma", name, { style: "display", colour });
    expect(item.size).toBe(name.size);
    expect(item.scaleX).toBe(1);
    expect(item.x + widthMm(item) / 2).toBeCloseTo(name.x, 6);
  });

  it("is set smaller to fit, down to 60 % of its size, then narrowed to stay in its box", async () => {
    const long = await placeText("Venkata Lakshmi Narasimha Satyanarayana Chakravarthula", name, {
      style: "display",
      colour,
    });
    expect(long.size).toBeLessThan(name.size);
    expect(long.size).toBeGreaterThan(name.size * 0.6);
    expect(long.scaleX).toBe(1);
    expect(widthMm(long)).toBeCloseTo(name.maxWidthMm, 6);

    const longest = await placeText("Chakravarthula ".repeat(8).trim(), name, {
      style: "display",
      colour,
    });
    expect(longest.size).toBeCloseTo(name.size * 0.6, 6);
    expect(longest.scaleX).toBeLessThan(1);
    expect(widthMm(longest)).toBeCloseTo(name.maxWidthMm, 6);
  });

  it("is anchored at its left or right end by its alignment", async () => {
    const left = await placeText(
      "KV-7X3K-9QPM",
      { ...name, align: "left" },
      { style: "regular", colour },
    );
    expect(left.x).toBe(name.x);
    const right = await placeText(
      "KV-7X3K-9QPM",
      { ...name, align: "right" },
      { style: "regular", colour },
    );
    expect(right.x + widthMm(right)).toBeCloseTo(name.x, 6);
  });
});
