import { certificatePage } from "#shared/domain/certificates";
import { loadSharp } from "../../media/sharp";
import { maxImagePixels } from "../../media/validate";
import type { DrawItem } from "../drawing";
import { pageSvg, type SvgPicture } from "./svg";

/** The Open Graph picture: what link previews show. */
const ogWidth = 1200;
const ogHeight = 630;
const margin = 24;
const pageHeight = ogHeight - 2 * margin;
const pageWidth = Math.round((pageHeight * certificatePage.widthMm) / certificatePage.heightMm);
const pageLeft = (ogWidth - pageWidth) / 2;

/**
 * The certificate page, whole, on an indigo ground with a soft shadow, as a 1200 × 630 PNG.
 * Pictures are scaled by libvips to the pixels they fill before librsvg draws the SVG, so a
 * 300-dpi background costs one resize, not an 8-megapixel data: URL.
 */
export async function ogPicture(items: DrawItem[]): Promise<Buffer> {
  const pictures = new Map<Uint8Array, SvgPicture>();
  const pxPerMm = pageWidth / certificatePage.widthMm;
  for (const item of items) {
    if (item.kind === "image" && !pictures.has(item.picture.bytes)) {
      // Twice the pixels it fills: a signature's thin strokes stay crisp when librsvg scales it.
      const size = { width: item.width * pxPerMm * 2, height: item.height * pxPerMm * 2 };
      pictures.set(item.picture.bytes, await scaled(item.picture.bytes, size, "inside", "png"));
    }
    if (item.kind === "background" && !pictures.has(item.bytes)) {
      pictures.set(
        item.bytes,
        await scaled(item.bytes, { width: pageWidth, height: pageHeight }, "cover", "jpeg"),
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#4338ca"/></linearGradient>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="8"/></filter>
</defs>
<rect width="${ogWidth}" height="${ogHeight}" fill="url(#ground)"/>
<rect x="${pageLeft}" y="${margin + 6}" width="${pageWidth}" height="${pageHeight}" fill="#000" opacity="0.35" filter="url(#shadow)"/>
<svg x="${pageLeft}" y="${margin}" width="${pageWidth}" height="${pageHeight}" viewBox="0 0 ${certificatePage.widthMm} ${certificatePage.heightMm}" preserveAspectRatio="none">
<rect width="100%" height="100%" fill="#fff"/>
${pageSvg(items, pictures)}
</svg>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 7 }).toBuffer();
}

async function scaled(
  bytes: Uint8Array,
  size: { width: number; height: number },
  fit: "inside" | "cover",
  format: "png" | "jpeg",
): Promise<SvgPicture> {
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" })
    .autoOrient()
    .resize({ width: Math.ceil(size.width), height: Math.ceil(size.height), fit });
  // A background is flattened onto white, as in the PDF; a signature keeps its transparency.
  const encoded =
    format === "png"
      ? await pipeline.png().toBuffer()
      : await pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
  return { href: `data:image/${format};base64,${encoded.toString("base64")}` };
}
