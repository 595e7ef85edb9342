import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  certificateFieldLabels,
  certificateFields,
  certificatePage,
  type CertificateField,
  type FieldPlacement,
} from "#shared/domain/certificates";
import { onPage } from "./preview-geometry";
import { PreviewField } from "./PreviewField";

const { widthMm: width, heightMm: height } = certificatePage;

/** What the page is printed on, as far as the browser can show it. */
export type PreviewBackground =
  { kind: "picture"; url: string } | { kind: "pdf" } | { kind: "none" };

const backgroundNotes: Record<Exclude<PreviewBackground["kind"], "picture">, string> = {
  pdf: "PDF background: open the preview with sample names to see it",
  none: "No background: the built-in design is drawn under the fields",
};

function Background({ background }: { background: PreviewBackground }) {
  if (background.kind === "picture") {
    // Cropped to the page, as the renderer covers the page with it.
    return (
      <image
        href={background.url}
        width={width}
        height={height}
        preserveAspectRatio="xMidYMid slice"
      />
    );
  }
  const note = backgroundNotes[background.kind];
  return (
    <>
      <rect width={width} height={height} fill="#f8fafc" />
      <rect x={6} y={6} width={width - 12} height={height - 12} fill="none" stroke="#cbd5e1" />
      <text
        x={width / 2}
        y={14}
        fontSize={4}
        fontFamily="system-ui, sans-serif"
        textAnchor="middle"
        fill="#475569"
      >
        {note}
      </text>
    </>
  );
}

const step = (event: KeyboardEvent) => (event.shiftKey ? 10 : 1);
const arrows: Record<string, (d: number) => { dx: number; dy: number }> = {
  ArrowLeft: (d) => ({ dx: -d, dy: 0 }),
  ArrowRight: (d) => ({ dx: d, dy: 0 }),
  ArrowUp: (d) => ({ dx: 0, dy: -d }),
  ArrowDown: (d) => ({ dx: 0, dy: d }),
};

/**
 * The A4-landscape page with each field where the table puts it, redrawn as staff type. A
 * field can be picked up and moved with the pointer, or focused and moved with the arrow
 * keys (Shift: 10 mm a press); its numbers in the table follow.
 */
export function PlacementPreview({
  placements,
  textColour,
  background,
  signatureUrl,
  signatory,
  onMove,
}: {
  /** Each field's placement, or null while one of its numbers is not a number. */
  placements: Record<CertificateField, FieldPlacement | null>;
  textColour: string;
  background: PreviewBackground;
  signatureUrl: string | null;
  signatory: { name: string; title: string };
  onMove: (field: CertificateField, to: { x: number; y: number }) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const grip = useRef<{ field: CertificateField; dx: number; dy: number } | null>(null);
  const [active, setActive] = useState<CertificateField | null>(null);
  const colour = /^#[0-9a-f]{6}$/i.test(textColour) ? textColour : "#1f2937";

  /** Where the pointer is on the page, in millimetres. */
  const pointOf = (event: PointerEvent) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: 0, y: 0 };
    return {
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    };
  };

  const pickUp = (field: CertificateField, placement: FieldPlacement, event: PointerEvent) => {
    const point = pointOf(event);
    // Held where it was taken, so the field does not jump its anchor to the pointer.
    grip.current = { field, dx: placement.x - point.x, dy: placement.y - point.y };
    event.currentTarget.setPointerCapture(event.pointerId);
    setActive(field);
  };
  const drag = (event: PointerEvent) => {
    const held = grip.current;
    if (!held) return;
    const point = pointOf(event);
    onMove(held.field, onPage(point.x + held.dx, point.y + held.dy));
  };
  const drop = () => {
    grip.current = null;
  };

  const nudge = (field: CertificateField, placement: FieldPlacement, event: KeyboardEvent) => {
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    const { dx, dy } = arrow(step(event));
    onMove(field, onPage(placement.x + dx, placement.y + dy));
  };

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label="Placement preview: the page with each field at its place"
      className="block h-auto w-full rounded-lg bg-white shadow-sm ring-1 ring-slate-300 select-none"
      onPointerMove={drag}
      onPointerUp={drop}
      onPointerCancel={drop}
    >
      <Background background={background} />
      {certificateFields.map((field) => {
        const placement = placements[field];
        if (!placement) return null;
        return (
          <g
            key={field}
            role="button"
            tabIndex={0}
            aria-label={`${certificateFieldLabels[field]}: ${placement.x} mm across, ${placement.y} mm down. Move it with the arrow keys.`}
            className="cursor-move touch-none outline-none"
            onPointerDown={(event) => pickUp(field, placement, event)}
            onKeyDown={(event) => nudge(field, placement, event)}
            onFocus={() => setActive(field)}
            onBlur={() => setActive((current) => (current === field ? null : current))}
          >
            <PreviewField
              field={field}
              placement={placement}
              colour={colour}
              signatory={signatory}
              signatureUrl={signatureUrl}
              active={active === field}
            />
          </g>
        );
      })}
    </svg>
  );
}
