import { describe, expect, it } from "vitest";
import { shapeLine } from "./shape";

/** The font file of each glyph, by its subset and weight ("telugu-telugu-600"). */
const faces = async (text: string) =>
  (await shapeLine(text, "display")).glyphs.map((glyph) =>
    glyph.font.file.replace(/^.*\/noto-(sans|serif)-(.*)-normal\.woff$/, "$2"),
  );

describe("a shaped line", () => {
  it("is set run by run in each script's face, with spaces and joiners staying in the run they are in", async () => {
    expect(new Set(await faces("Priya प्रिया"))).toEqual(
      new Set(["latin-600", "devanagari-devanagari-600"]),
    );
    expect(new Set(await faces("శ్రీనివాస్ రెడ్డి"))).toEqual(new Set(["telugu-telugu-600"]));
    expect(new Set(await faces("ন্‌ত"))).toEqual(new Set(["bengali-bengali-600"]));
    // Ł is outside the basic Latin face: the extended one draws it, the rest stays basic.
    expect(await faces("Łukasz")).toEqual(["latin-ext-600", ...Array<string>(5).fill("latin-600")]);
  });

  it("gives every character to exactly one glyph, in order, for copying", async () => {
    for (const text of [
      "Priya Sharma",
      "प्रिया शर्मा क्षत्रिय",
      "கார்த்திகேயன் சுப்பிரமணியம்",
      "ഹൃദ്യ Łukasz ਗੁਰਪ੍ਰੀਤ",
    ]) {
      const line = await shapeLine(text, "regular");
      expect(line.glyphs.map((glyph) => glyph.text).join("")).toBe(text.normalize("NFC"));
    }
  });

  it("draws conjuncts as the font's ligatures: fewer glyphs than characters", async () => {
    const line = await shapeLine("क्ष", "regular");
    expect(line.glyphs).toHaveLength(1);
    expect(line.width).toBeGreaterThan(0);
  });
});
