import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** The Latin range of @fontsource-variable/inter's Latin file (English needs no more). */
const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, " +
  "U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const brandFontFamily = "Inter Variable";

/** Quick enough to come from the browser's cache: the swap happens before anyone reads. */
const swapAtOnceWithinMs = 100;

let waitingFace: FontFace | undefined;

/**
 * Fetches Inter (self-hosted, variable weight, 48 KB) once the page is interactive.
 * Declared in the stylesheet, the font would be fetched at the first layout, ahead of the
 * scripts, and on a slow phone network those 48 KB would hold back the moment the page
 * responds. When it comes from the cache it is used at once; when it has to travel, the
 * page being read keeps its fallback (swapping glyphs under a reader's eyes can move a
 * line), and Inter takes over at the next navigation, when the page changes anyway (or at
 * once, if the visitor has moved on while it travelled).
 */
export function loadBrandFont(): void {
  if (typeof FontFace === "undefined") return;
  // Browsers report a family name with spaces in quotes.
  for (const face of document.fonts)
    if (face.family.replaceAll('"', "") === brandFontFamily) return;
  const face = new FontFace(brandFontFamily, `url(${interUrl}) format("woff2")`, {
    weight: "100 900",
    style: "normal",
    display: "swap",
    unicodeRange: latinRange,
  });
  const requestedAt = performance.now();
  const requestedOn = location.pathname;
  face.load().then(
    () => {
      const fromCache = performance.now() - requestedAt <= swapAtOnceWithinMs;
      if (fromCache || location.pathname !== requestedOn) document.fonts.add(face);
      else waitingFace = face;
    },
    // Without the font the scaled fallback stays; there is nothing to tell the visitor.
    () => undefined,
  );
}

/** Puts a font that arrived too late for the previous page to use on the next one. */
export function applyWaitingBrandFont(): void {
  if (!waitingFace) return;
  document.fonts.add(waitingFace);
  waitingFace = undefined;
}
