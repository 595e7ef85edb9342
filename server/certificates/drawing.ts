import type { BackgroundType } from "#shared/domain/certificates";
import type { ShapedLine } from "./text/shape";

/**
 * A certificate page as a list of things to draw, in millimetres from the page's top-left
 * corner. The design (design/) writes it once; the PDF (pdf/) and the Open Graph picture
 * (image/) draw the same list, so the two cannot drift apart.
 */

/** Red, green and blue from 0 to 1. */
export type Colour = readonly [number, number, number];

export type PathCommand =
  | { op: "move" | "line"; x: number; y: number }
  | { op: "curve"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "close" };

export interface PathItem {
  kind: "path";
  commands: PathCommand[];
  fill?: Colour;
  stroke?: { colour: Colour; widthMm: number };
}

export interface TextItem {
  kind: "text";
  line: ShapedLine;
  /** The start of the line's baseline. */
  x: number;
  y: number;
  /** In points, as type is measured. */
  size: number;
  /** Below 1 when a line too long for its box even at the smallest size is narrowed. */
  scaleX: number;
  colour: Colour;
}

export interface Picture {
  type: "image/png" | "image/jpeg";
  bytes: Uint8Array;
}

export interface ImageItem {
  kind: "image";
  picture: Picture;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An uploaded design covering the whole page, cropped to it; a PDF's first page only in PDFs. */
export interface BackgroundItem {
  kind: "background";
  type: BackgroundType;
  bytes: Uint8Array;
}

export type DrawItem = PathItem | TextItem | ImageItem | BackgroundItem;

export const pointsPerMm = 72 / 25.4;

export function hexColour(hex: string): Colour {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const channel = (index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return [channel(0), channel(1), channel(2)];
}

export function rectangle(x: number, y: number, width: number, height: number): PathCommand[] {
  return [
    { op: "move", x, y },
    { op: "line", x: x + width, y },
    { op: "line", x: x + width, y: y + height },
    { op: "line", x, y: y + height },
    { op: "close" },
  ];
}

/** A circle as four Bézier quarters (the usual 0.5523 handle length). */
export function circle(cx: number, cy: number, r: number): PathCommand[] {
  const k = 0.5523 * r;
  return [
    { op: "move", x: cx + r, y: cy },
    { op: "curve", x1: cx + r, y1: cy + k, x2: cx + k, y2: cy + r, x: cx, y: cy + r },
    { op: "curve", x1: cx - k, y1: cy + r, x2: cx - r, y2: cy + k, x: cx - r, y: cy },
    { op: "curve", x1: cx - r, y1: cy - k, x2: cx - k, y2: cy - r, x: cx, y: cy - r },
    { op: "curve", x1: cx + k, y1: cy - r, x2: cx + r, y2: cy - k, x: cx + r, y: cy },
    { op: "close" },
  ];
}
