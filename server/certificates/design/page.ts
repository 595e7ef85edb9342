import type { DrawItem } from "../drawing";
import { hexColour } from "../drawing";
import type { CertificateArtwork, CertificateContent } from "../types";
import { brand, builtInDesign } from "./built-in";
import { placedFields } from "./fields";

/**
 * One certificate page. With an uploaded background, the background and the placed fields in
 * the staff's text colour (the design's own words are on the background); without one, the
 * built-in design in the brand's colours. `pdfBackgrounds` is false for pictures, which cannot
 * draw a PDF: the built-in look stands in for it.
 */
export async function certificatePageItems(
  content: CertificateContent,
  artwork: CertificateArtwork,
  { pdfBackgrounds }: { pdfBackgrounds: boolean },
): Promise<DrawItem[]> {
  const { background, layout, signature } = artwork;
  if (background && (pdfBackgrounds || background.type !== "application/pdf")) {
    const colour = hexColour(artwork.textColour);
    return [
      { kind: "background", ...background },
      ...(await placedFields(content, layout, { text: colour, name: colour }, signature)),
    ];
  }
  return [
    ...(await builtInDesign(content, layout)),
    ...(await placedFields(
      content,
      layout,
      { text: brand.ink, name: brand.deepIndigo },
      signature,
    )),
  ];
}
