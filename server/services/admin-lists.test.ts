import { describe, expect, it } from "vitest";
import { toCsv } from "./admin-lists";

describe("toCsv", () => {
  it("quotes every cell, empty ones too, and ends every record with CRLF", () => {
    expect(
      toCsv([
        ["Name", "Phone"],
        ["Priya", null],
        ["", 42],
      ]),
    ).toBe(`"Name","Phone"\r\n"Priya",""\r\n"","42"\r\n`);
  });

  it.each([
    ["=1+1", `"'=1+1"`],
    [`=HYPERLINK("x")`, `"'=HYPERLINK(""x"")"`],
    ["+1", `"'+1"`],
    ["-1", `"'-1"`],
    [-1, `"'-1"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
    ["＝1+1", `"'＝1+1"`],
    ["+91 98480 22338", `"'+91 98480 22338"`],
  ])("makes %j, which starts like a formula, text", (value, cell) => {
    expect(toCsv([[value, value]])).toBe(`${cell},${cell}\r\n`);
  });

  it.each([
    ["semi;=1+1", `"semi;=1+1"`],
    ["a=1", `"a=1"`],
    [`Rao, "R" & Sons\nHyderabad`, `"Rao, ""R"" & Sons\nHyderabad"`],
    ["తెలంగాణ ₹500", `"తెలంగాణ ₹500"`],
  ])("keeps %j as it is, inside its cell", (value, cell) => {
    expect(toCsv([[value]])).toBe(`${cell}\r\n`);
  });
});
