import type { FieldPlacement } from "#shared/domain/certificates";
import { loadSharp } from "../../media/sharp";
import { pointsPerMm, type Colour, type DrawItem, type Picture } from "../drawing";
import { anchoredLeft, placeText } from "./text";

/** The signature picture's largest height, in millimetres: a signature, not a portrait. */
const signatureHeight = 16;
const lineWidth = 0.3;
/** Where along the line its anchor is, by alignment. */
const alignShare = { left: 0, center: 0.5, right: 1 } as const;

/**
 * The signatory block, hung from its placement's `y` (the name's baseline): the signature
 * picture standing on a line above the name, and the title below it, all anchored by `align`
 * within `maxWidthMm`.
 */
export async function signatoryBlock(
  signatory: { name: string; title: string },
  signature: Picture | null,
  placement: FieldPlacement,
  colour: Colour,
): Promise<DrawItem[]> {
  const sizeMm = placement.size / pointsPerMm;
  const width = Math.min(placement.maxWidthMm, 70);
  const left = anchoredLeft(placement, width);
  const lineY = placement.y - sizeMm * 1.5;
  const items: DrawItem[] = [];
  if (signature) {
    const box = await fitted(signature, width * 0.9, signatureHeight);
    items.push({
      kind: "image",
      picture: signature,
      x: anchoredLeft(
        { x: left + width * alignShare[placement.align], align: placement.align },
        box.width,
      ),
      y: lineY - 0.8 - box.height,
      ...box,
    });
  }
  items.push({
    kind: "path",
    commands: [
      { op: "move", x: left, y: lineY },
      { op: "line", x: left + width, y: lineY },
    ],
    stroke: { colour, widthMm: lineWidth },
  });
  const textPlacement = { ...placement, maxWidthMm: width };
  items.push(await placeText(signatory.name, textPlacement, { style: "bold", colour }));
  if (signatory.title) {
    items.push(
      await placeText(
        signatory.title,
        { ...textPlacement, y: placement.y + sizeMm * 1.45, size: placement.size * 0.85 },
        { style: "regular", colour },
      ),
    );
  }
  return items;
}

/** The picture's size as displayed (after its EXIF orientation), scaled into the box. */
async function fitted(picture: Picture, maxWidth: number, maxHeight: number) {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(picture.bytes).metadata();
  const scale = Math.min(maxWidth / autoOrient.width, maxHeight / autoOrient.height);
  return { width: autoOrient.width * scale, height: autoOrient.height * scale };
}
