import type { CertificateField, FieldPlacement } from "#shared/domain/certificates";
import {
  fittedSizeMm,
  lineBox,
  qrBox,
  signatoryGeometry,
  textAnchor,
  type Box,
} from "./preview-geometry";

/** What the preview writes in each line of text: a typical certificate's. */
export const sampleText: Record<Exclude<CertificateField, "qr" | "signatory">, string> = {
  name: "Priya Lakshmi Sharma",
  programme: "Full-Stack Web Development with React and Node.js",
  period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
  certificateId: "Certificate ID KV-PREV-1EW0",
};

const fontFamily = "'Noto Sans', system-ui, sans-serif";

/** The dashed outline of where a field may go; solid and darker while it is picked up. */
function Frame({ box, active }: { box: Box; active: boolean }) {
  return (
    <rect
      {...box}
      fill={active ? "rgba(37, 99, 235, 0.08)" : "transparent"}
      stroke={active ? "#1d4ed8" : "#64748b"}
      strokeWidth={active ? 0.6 : 0.3}
      strokeDasharray={active ? undefined : "1.5 1"}
    />
  );
}

function Line({
  text,
  placement,
  colour,
  y = placement.y,
  bold = false,
  shrink = 1,
}: {
  text: string;
  placement: FieldPlacement;
  colour: string;
  y?: number;
  bold?: boolean;
  shrink?: number;
}) {
  return (
    <text
      x={placement.x}
      y={y}
      fontSize={fittedSizeMm(text, placement) * shrink}
      fontFamily={fontFamily}
      fontWeight={bold ? 700 : 400}
      textAnchor={textAnchor[placement.align]}
      fill={colour}
    >
      {text}
    </text>
  );
}

/** A QR code's look: three finder squares on white, enough to tell it from a picture. */
function QrSample({ box }: { box: Box }) {
  const finder = box.width * 0.22;
  const inset = box.width * 0.12;
  const corners = [
    [box.x + inset, box.y + inset],
    [box.x + box.width - inset - finder, box.y + inset],
    [box.x + inset, box.y + box.height - inset - finder],
  ] as const;
  return (
    <>
      <rect {...box} fill="#ffffff" />
      {corners.map(([x, y]) => (
        <rect
          key={`${x}:${y}`}
          x={x}
          y={y}
          width={finder}
          height={finder}
          fill="none"
          stroke="#000000"
          strokeWidth={finder / 5}
        />
      ))}
    </>
  );
}

/** One field of the preview at its place, as it would print. */
export function PreviewField({
  field,
  placement,
  colour,
  signatory,
  signatureUrl,
  active,
}: {
  field: CertificateField;
  placement: FieldPlacement;
  colour: string;
  signatory: { name: string; title: string };
  /** The signature picture chosen on this page; otherwise its room is outlined. */
  signatureUrl: string | null;
  active: boolean;
}) {
  if (field === "qr") {
    const box = qrBox(placement);
    return (
      <>
        <QrSample box={box} />
        <Frame box={box} active={active} />
      </>
    );
  }
  if (field === "signatory") {
    const block = signatoryGeometry(placement);
    const textPlacement = { ...placement, maxWidthMm: block.width };
    return (
      <>
        {signatureUrl ? (
          <image href={signatureUrl} {...block.signature} preserveAspectRatio="xMidYMax meet" />
        ) : (
          <text
            x={block.left + block.width / 2}
            y={block.lineY - 3}
            fontSize={3}
            fontFamily={fontFamily}
            textAnchor="middle"
            fill="#64748b"
          >
            Signature
          </text>
        )}
        <line
          x1={block.left}
          x2={block.left + block.width}
          y1={block.lineY}
          y2={block.lineY}
          stroke={colour}
          strokeWidth={0.3}
        />
        <Line
          text={signatory.name || "Signatory's name"}
          placement={textPlacement}
          colour={colour}
          bold
        />
        <Line
          text={signatory.title || "Signatory's title"}
          placement={textPlacement}
          colour={colour}
          y={block.titleY}
          shrink={0.85}
        />
        <Frame box={block.box} active={active} />
      </>
    );
  }
  return (
    <>
      <Line
        text={sampleText[field]}
        placement={placement}
        colour={colour}
        bold={field === "programme"}
      />
      <Frame box={lineBox(placement)} active={active} />
    </>
  );
}
