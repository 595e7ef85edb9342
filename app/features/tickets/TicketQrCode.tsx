import type { QrDrawing } from "../../components/QrCode";

/**
 * The ticket's check-in code as a QR code, with the code itself under it for staff to type
 * when a camera will not read it. Encoded by the page's loader (check-in-qr.server.ts) and
 * drawn here as one SVG path, as app/components/QrCode.tsx draws one: in the page itself, so
 * it shows with no network once the page is there, and the page's browser code carries no
 * encoder.
 */
export function TicketQrCode({ drawing, code }: { drawing: QrDrawing; code: string }) {
  return (
    <figure className="ticket-qr flex flex-col items-center gap-3">
      <svg
        role="img"
        aria-label="Ticket QR code for check-in"
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        width={224}
        height={224}
        shapeRendering="crispEdges"
        className="h-56 w-56 rounded-lg bg-white ring-1 ring-slate-300"
      >
        <rect width={drawing.size} height={drawing.size} fill="#fff" />
        <path d={drawing.path} fill="#000" />
      </svg>
      <figcaption className="text-center text-sm text-slate-700">
        Check-in code
        <code className="mt-1 block font-mono text-lg font-semibold tracking-wide wrap-anywhere text-slate-900">
          {code}
        </code>
      </figcaption>
    </figure>
  );
}
