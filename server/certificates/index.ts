/**
 * Certificates as PDF (A4 landscape) and as an Open Graph picture, for names in any Indian
 * script, shaped by HarfBuzz. Server only: it reads fonts and WebAssembly from node_modules.
 */
export type { CertificateArtwork, CertificateContent } from "./types";
export { renderCertificatePdf } from "./render-pdf";
export { renderCertificateImage } from "./render-image";
export { checkBackground, checkSignature } from "./check";
