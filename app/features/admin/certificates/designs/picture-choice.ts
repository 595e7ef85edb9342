import {
  backgroundTypes,
  maxBackgroundBytes,
  maxSignatureBytes,
  signatureTypes,
} from "#shared/domain/certificates";
import type { PictureKind } from "./designs-api";

/** Each picture's rules, as the upload fields say them and the browser checks them first. */
export const pictureRules: Record<
  PictureKind,
  { label: string; types: readonly string[]; maxBytes: number; refusal: string }
> = {
  background: {
    label: "Background (PNG, JPEG or a one-page PDF, A4 landscape, up to 8 MB)",
    types: backgroundTypes,
    maxBytes: maxBackgroundBytes,
    refusal: "Upload the background as a PNG, a JPEG or a one-page PDF, at most 8 MB",
  },
  signature: {
    label: "Signature picture (PNG or JPEG, up to 1 MB)",
    types: signatureTypes,
    maxBytes: maxSignatureBytes,
    refusal: "Upload the signature as a PNG or a JPEG, at most 1 MB",
  },
};

/** The sentence refusing a file before it is sent, or null: the server checks its content. */
export function choiceProblem(kind: PictureKind, file: File): string | null {
  const rules = pictureRules[kind];
  return rules.types.includes(file.type) && file.size > 0 && file.size <= rules.maxBytes
    ? null
    : rules.refusal;
}

/** A picture as the form knows it: its saved kind, and what was chosen on this page. */
export interface PictureState {
  /** The saved picture's type, or null when the design has none. */
  saved: string | null;
  /** The file chosen on this page (a new design's waits for the first save). */
  chosen: File | null;
  /** A PNG or JPEG chosen, for the preview to show. */
  url: string | null;
}

export const pictureOf = (saved: string | null): PictureState => ({
  saved,
  chosen: null,
  url: null,
});
