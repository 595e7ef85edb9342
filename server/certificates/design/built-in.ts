import { certificatePage, type CertificateLayout } from "#shared/domain/certificates";
import { site } from "#shared/content/site";
import { circle, hexColour, rectangle, type DrawItem, type PathCommand } from "../drawing";
import type { CertificateContent } from "../types";
import { placeText } from "./text";

export const brand = {
  indigo: hexColour("#4338ca"),
  deepIndigo: hexColour("#312e81"),
  paleIndigo: hexColour("#c7d2fe"),
  /** The site's warm accent (accent-500). */
  accent: hexColour("#f08c1a"),
  paper: hexColour("#fffdf8"),
  ink: hexColour("#1f2937"),
  muted: hexColour("#4b5563"),
  white: hexColour("#ffffff"),
};

const { widthMm: pageWidth, heightMm: pageHeight } = certificatePage;
const centre = pageWidth / 2;

/**
 * The words and ornaments of the built-in design around the placed fields: paper, a double
 * frame (indigo, and the warm accent inside it), the site's name, the heading and the
 * sentence the fields complete, the issue date, a seal, and where to verify under the QR code.
 */
export async function builtInDesign(
  content: CertificateContent,
  layout: CertificateLayout,
): Promise<DrawItem[]> {
  const muted = { style: "regular" as const, colour: brand.muted };
  const sentence = (text: string, y: number) =>
    placeText(text, { x: centre, y, size: 12, align: "center" }, muted);
  const { qr, period } = layout;
  return [
    { kind: "path", commands: rectangle(0, 0, pageWidth, pageHeight), fill: brand.paper },
    frame(7, { colour: brand.indigo, widthMm: 1.6 }),
    frame(10.5, { colour: brand.accent, widthMm: 0.35 }),
    ...corners(10.5),
    await placeText(
      site.name.toUpperCase(),
      { x: centre, y: 33, size: 13, align: "center" },
      {
        style: "bold",
        colour: brand.indigo,
        tracking: 0.35,
      },
    ),
    await placeText(
      "CERTIFICATE OF COMPLETION",
      { x: centre, y: 52, size: 26, align: "center" },
      {
        style: "display",
        colour: brand.ink,
        tracking: 0.08,
      },
    ),
    rule(centre - 20, centre + 20, 58.5, brand.accent, 0.7),
    await sentence("This certifies that", 77),
    rule(centre - 75, centre + 75, layout.name.y + 6.5, brand.paleIndigo, 0.3),
    await sentence("has completed", 111),
    await placeText(
      `Issued on ${content.issuedOn}`,
      { ...period, y: period.y + 8, size: period.size },
      muted,
    ),
    ...seal(centre, 170),
    await placeText(
      `Verify at ${new URL(content.verifyUrl).host}`,
      {
        x: qr.x,
        y: qr.y + qr.size + 3.6,
        size: 8,
        align: "left",
        maxWidthMm: 80,
      },
      muted,
    ),
  ];
}

function frame(inset: number, stroke: { colour: typeof brand.ink; widthMm: number }): DrawItem {
  return {
    kind: "path",
    commands: rectangle(inset, inset, pageWidth - 2 * inset, pageHeight - 2 * inset),
    stroke,
  };
}

function rule(
  from: number,
  to: number,
  y: number,
  colour: typeof brand.ink,
  widthMm: number,
): DrawItem {
  return {
    kind: "path",
    commands: [
      { op: "move", x: from, y },
      { op: "line", x: to, y },
    ],
    stroke: { colour, widthMm },
  };
}

/** A small accent diamond on each corner of the inner frame. */
function corners(inset: number): DrawItem[] {
  const r = 2.2;
  return [
    [inset, inset],
    [pageWidth - inset, inset],
    [inset, pageHeight - inset],
    [pageWidth - inset, pageHeight - inset],
  ].map(([x = 0, y = 0]) => ({
    kind: "path",
    commands: [
      { op: "move", x, y: y - r },
      { op: "line", x: x + r, y },
      { op: "line", x, y: y + r },
      { op: "line", x: x - r, y },
      { op: "close" },
    ],
    fill: brand.accent,
  }));
}

/** A rosette: a star of 24 points in the accent, a white ring, and a tick on indigo. */
function seal(cx: number, cy: number): DrawItem[] {
  const points = 24;
  const star: PathCommand[] = Array.from({ length: points * 2 }, (_, index) => {
    const angle = (Math.PI * index) / points;
    const r = index % 2 === 0 ? 13 : 11.6;
    return {
      op: index === 0 ? "move" : "line",
      x: cx + r * Math.cos(angle),
      y: cy + r * Math.sin(angle),
    };
  });
  return [
    { kind: "path", commands: [...star, { op: "close" }], fill: brand.accent },
    { kind: "path", commands: circle(cx, cy, 9.6), stroke: { colour: brand.white, widthMm: 0.5 } },
    { kind: "path", commands: circle(cx, cy, 8.4), fill: brand.indigo },
    {
      kind: "path",
      commands: [
        { op: "move", x: cx - 3.8, y: cy + 0.2 },
        { op: "line", x: cx - 1.2, y: cy + 2.9 },
        { op: "line", x: cx + 4, y: cy - 2.7 },
      ],
      stroke: { colour: brand.white, widthMm: 1.3 },
    },
  ];
}
