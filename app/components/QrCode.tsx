import { encode } from "uqr";

/** A QR code ready to draw: its width in modules (border included) and its dark modules. */
export interface QrDrawing {
  size: number;
  /** One SVG path: each run of dark modules in a row is one rectangle. */
  path: string;
}

/**
 * Encodes `value` as a QR code with error correction M (it survives a phone camera's glare
 * and a crease in paper) and a border of two modules.
 */
export function drawQrCode(value: string): QrDrawing {
  const { data, size } = encode(value, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}

/**
 * A QR code drawn as one SVG path: crisp at any size and in print, no canvas, nothing
 * injected as HTML, and nothing to fetch once the page is there. `label` names it for
 * screen readers (role img).
 *
 * Encoded where it is drawn, so the encoder travels with the page that draws it: the UPI
 * step's own file. A page that only shows a code the server knows (the ticket) encodes it
 * in its loader with drawQrCode and draws the result itself: importing this component into
 * a second page's browser code would put it, and the encoder, in the file every page loads
 * (vite.config.ts groups the site's modules two pages share).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const drawing = drawQrCode(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      width={224}
      height={224}
      shapeRendering="crispEdges"
      className="h-56 w-56 rounded-lg bg-white ring-1 ring-slate-200"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#0f172a" />
    </svg>
  );
}
