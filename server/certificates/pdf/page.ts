import {
  appendBezierCurve,
  beginText,
  clip,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endMarkedContent,
  endPath,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  PDFHexString,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  stroke,
} from "pdf-lib";
import { pointsPerMm, type DrawItem, type PathItem, type TextItem } from "../drawing";
import type { LoadedFont } from "../fonts/load";
import type { EmbeddedFont } from "./fonts";

/** An image or a page of another PDF, as the page's resources name it. */
export interface PlacedObject {
  key: string;
  /** In its own units (pixels, or points for a page), as displayed after any rotation. */
  width: number;
  height: number;
  /** Turns the object's own space into its displayed upright box at the origin (for /Rotate). */
  upright: [number, number, number, number, number, number];
}

export interface PageContext {
  width: number;
  height: number;
  fonts: ReadonlyMap<LoadedFont, EmbeddedFont>;
  /** The XObject of an ImageItem's or BackgroundItem's bytes. */
  objects: ReadonlyMap<Uint8Array, PlacedObject>;
}

/** Hundredths of a point: finer than any printer, and short in the content stream. */
const round = (value: number) => Math.round(value * 100) / 100;

/** The content-stream operators that draw one item of a page. */
export function operatorsFor(item: DrawItem, page: PageContext): PDFOperator[] {
  const x = (mm: number) => round(mm * pointsPerMm);
  const y = (mm: number) => round(page.height - mm * pointsPerMm);
  switch (item.kind) {
    case "path":
      return pathOperators(item, x, y);
    case "text":
      return textOperators(item, page, y);
    case "image": {
      const object = objectOf(page, item.picture.bytes);
      const width = x(item.width);
      const height = x(item.height);
      return placed(object, [
        width / object.width,
        0,
        0,
        height / object.height,
        x(item.x),
        y(item.y) - height,
      ]);
    }
    case "background": {
      // Scaled to cover the page and centred; the page's edge crops the rest.
      const object = objectOf(page, item.bytes);
      const scale = Math.max(page.width / object.width, page.height / object.height);
      const left = (page.width - object.width * scale) / 2;
      const bottom = (page.height - object.height * scale) / 2;
      return [
        pushGraphicsState(),
        rectangle(0, 0, page.width, page.height),
        clip(),
        endPath(),
        ...placed(object, [scale, 0, 0, scale, round(left), round(bottom)]),
        popGraphicsState(),
      ];
    }
  }
}

function objectOf(page: PageContext, bytes: Uint8Array): PlacedObject {
  const object = page.objects.get(bytes);
  if (!object) throw new Error("A picture was drawn that was not embedded");
  return object;
}

/** Draws an XObject: `matrix` maps its displayed box, `upright` turns it into that box first. */
function placed(
  object: PlacedObject,
  matrix: [number, number, number, number, number, number],
): PDFOperator[] {
  return [
    pushGraphicsState(),
    concatTransformationMatrix(...matrix),
    concatTransformationMatrix(...object.upright),
    drawObject(object.key),
    popGraphicsState(),
  ];
}

function pathOperators(
  item: PathItem,
  x: (mm: number) => number,
  y: (mm: number) => number,
): PDFOperator[] {
  const operators: PDFOperator[] = [pushGraphicsState()];
  if (item.fill) operators.push(setFillingRgbColor(...item.fill));
  if (item.stroke) {
    operators.push(
      setStrokingRgbColor(...item.stroke.colour),
      setLineWidth(round(item.stroke.widthMm * pointsPerMm)),
    );
  }
  for (const command of item.commands) {
    if (command.op === "move") operators.push(moveTo(x(command.x), y(command.y)));
    else if (command.op === "line") operators.push(lineTo(x(command.x), y(command.y)));
    else if (command.op === "curve") {
      operators.push(
        appendBezierCurve(
          x(command.x1),
          y(command.y1),
          x(command.x2),
          y(command.y2),
          x(command.x),
          y(command.y),
        ),
      );
    } else operators.push(closePath());
  }
  operators.push(
    item.fill && item.stroke ? fillAndStroke() : item.fill ? fill() : stroke(),
    popGraphicsState(),
  );
  return operators;
}

/**
 * Each glyph at HarfBuzz's position (its own text matrix: offsets of marks and kerning need no
 * arithmetic against the font's widths), inside an ActualText span with the line's text in
 * reading order, which is what copying gives even where the glyphs are reordered (ि before
 * the consonant it follows).
 */
function textOperators(
  item: TextItem,
  page: PageContext,
  y: (mm: number) => number,
): PDFOperator[] {
  const originX = item.x * pointsPerMm;
  const baseline = y(item.y);
  const operators: PDFOperator[] = [
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      "/Span",
      `<< /ActualText ${PDFHexString.fromText(item.line.text).toString()} >>`,
    ]),
    beginText(),
    setFillingRgbColor(...item.colour),
  ];
  let current: LoadedFont | undefined;
  for (const glyph of item.line.glyphs) {
    if (glyph.font !== current) {
      const font = page.fonts.get(glyph.font);
      if (!font) throw new Error("A glyph was drawn in a font that was not embedded");
      operators.push(setFontAndSize(font.key, round(item.size)));
      current = glyph.font;
    }
    operators.push(
      setTextMatrix(
        round(item.scaleX),
        0,
        0,
        1,
        round(originX + glyph.x * item.size * item.scaleX),
        round(baseline + glyph.y * item.size),
      ),
      showText(PDFHexString.of(glyph.id.toString(16).padStart(4, "0"))),
    );
  }
  operators.push(endText(), endMarkedContent());
  return operators;
}
