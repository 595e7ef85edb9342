import type { CertificateLayout } from "#shared/domain/certificates";
import type { Colour, DrawItem, Picture } from "../drawing";
import type { CertificateContent } from "../types";
import { qrCode } from "./qr";
import { signatoryBlock } from "./signatory";
import { placeText } from "./text";

interface FieldColours {
  text: Colour;
  name: Colour;
}

/** The six fields a layout places: what changes from one certificate to the next. */
export async function placedFields(
  content: CertificateContent,
  layout: CertificateLayout,
  colours: FieldColours,
  signature: Picture | null,
): Promise<DrawItem[]> {
  const colour = colours.text;
  const { qr } = layout;
  return [
    await placeText(content.holderName, layout.name, { style: "display", colour: colours.name }),
    await placeText(content.programme, layout.programme, { style: "bold", colour }),
    await placeText(content.period, layout.period, { style: "regular", colour }),
    await placeText(`Certificate ID ${content.id}`, layout.certificateId, {
      style: "regular",
      colour,
    }),
    ...qrCode(content.verifyUrl, qr.x, qr.y, qr.size),
    ...(await signatoryBlock(content.signatory, signature, layout.signatory, colour)),
  ];
}
