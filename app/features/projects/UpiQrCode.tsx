import { encode } from "uqr";

/**
 * The UPI link as a QR code, drawn as one SVG path (crisp at any size, no canvas, nothing
 * injected as HTML). Error correction M survives a phone camera's glare.
 */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const { data, size } = encode(link, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={224}
      height={224}
      shapeRendering="crispEdges"
      className="h-56 w-56 rounded-lg bg-white ring-1 ring-slate-200"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
