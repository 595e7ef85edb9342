import { randomInt } from "node:crypto";
import { certificateIdAlphabet } from "#shared/domain/certificates";

const group = () =>
  Array.from(
    { length: 4 },
    () => certificateIdAlphabet[randomInt(certificateIdAlphabet.length)],
  ).join("");

/** A new certificate's ID (KV-7X3K-9QPM): from the system's secure random source. */
export const newCertificateId = () => `KV-${group()}-${group()}`;
