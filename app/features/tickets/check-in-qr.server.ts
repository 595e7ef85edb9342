import { drawQrCode, type QrDrawing } from "../../components/QrCode";

/**
 * The ticket's QR code, encoded on the server: the page gets the drawing with its data, and
 * the ticket page's browser code never carries the encoder (the `.server` name makes the build
 * refuse to ship this module to the browser). Null for a ticket with no code: an invalid one.
 */
export function checkInQrCode(code: string | null): QrDrawing | null {
  return code ? drawQrCode(code) : null;
}
