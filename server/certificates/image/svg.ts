import { certificatePage } from "#shared/domain/certificates";
import { pointsPerMm, type Colour, type DrawItem, type PathItem, type TextItem } from "../drawing";
import type { LoadedFont } from "../fonts/load";

/** A picture ready for the SVG: already turned upright and scaled to the pixels it needs. */
export interface SvgPicture {
  /** A data: URL. */
  href: string;
}

/** Thousandths of a millimetre: below a pixel at any size a picture is made. */
const round = (value: number) => Math.round(value * 1000) / 1000;
/** A glyph's scale (font units to millimetres, about 0.01) keeps six significant digits. */
const precise = (value: number) => Number(value.toPrecision(6));

const rgb = ([r, g, b]: Colour) =>
  `rgb(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)})`;

/**
 * The page's items as the inside of an SVG whose user unit is the millimetre. Glyphs are the
 * fonts' outlines from HarfBuzz, each defined once and placed where shaping put it: libvips
 * draws the same shapes as the PDF without a font of its own. `pictures` maps an item's bytes
 * to what the SVG shows (a PDF background has no entry: the caller draws no such item).
 */
export function pageSvg(items: DrawItem[], pictures: ReadonlyMap<Uint8Array, SvgPicture>): string {
  const glyphs = new Map<string, string>();
  const fontIds = new Map<LoadedFont, number>();
  const body = items.map((item) => {
    switch (item.kind) {
      case "path":
        return pathSvg(item);
      case "text":
        return textSvg(item, glyphs, fontIds);
      case "image":
      case "background": {
        const bytes = item.kind === "image" ? item.picture.bytes : item.bytes;
        const picture = pictures.get(bytes);
        if (!picture) return "";
        const box =
          item.kind === "image"
            ? { x: item.x, y: item.y, width: item.width, height: item.height }
            : { x: 0, y: 0, width: certificatePage.widthMm, height: certificatePage.heightMm };
        return `<image href="${picture.href}" x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" preserveAspectRatio="xMidYMid slice"/>`;
      }
    }
  });
  const defs = [...glyphs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join("");
  return `<defs>${defs}</defs>${body.join("")}`;
}

function pathSvg(item: PathItem): string {
  const d = item.commands
    .map((command) => {
      switch (command.op) {
        case "move":
          return `M${round(command.x)} ${round(command.y)}`;
        case "line":
          return `L${round(command.x)} ${round(command.y)}`;
        case "curve":
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(round).join(" ")}`;
        case "close":
          return "Z";
      }
    })
    .join("");
  const fill = item.fill ? rgb(item.fill) : "none";
  const stroke = item.stroke
    ? ` stroke="${rgb(item.stroke.colour)}" stroke-width="${round(item.stroke.widthMm)}"`
    : "";
  return `<path d="${d}" fill="${fill}"${stroke}/>`;
}

function textSvg(
  item: TextItem,
  glyphs: Map<string, string>,
  fontIds: Map<LoadedFont, number>,
): string {
  const sizeMm = item.size / pointsPerMm;
  const uses = item.line.glyphs.map((glyph) => {
    let fontId = fontIds.get(glyph.font);
    if (fontId === undefined) {
      fontId = fontIds.size;
      fontIds.set(glyph.font, fontId);
    }
    const id = `g${fontId}-${glyph.id}`;
    if (!glyphs.has(id)) glyphs.set(id, glyph.font.hb.glyphToPath(glyph.id));
    // Outlines are in font units with y up; the page's y runs down.
    const scale = sizeMm / glyph.font.metrics.unitsPerEm;
    const x = item.x + glyph.x * sizeMm * item.scaleX;
    const y = item.y - glyph.y * sizeMm;
    return `<use href="#${id}" transform="matrix(${precise(scale * item.scaleX)} 0 0 ${-precise(scale)} ${round(x)} ${round(y)})"/>`;
  });
  return `<g fill="${rgb(item.colour)}">${uses.join("")}</g>`;
}
