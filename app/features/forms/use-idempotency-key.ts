import { useRef } from "react";

/** 128 random bits in hex: crypto.randomUUID needs a secure context, getRandomValues does not. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * The Idempotency-Key for a submission. Sending the same content again (the visitor presses
 * the button a second time after a lost answer) reuses the key, so the server stores it once;
 * changed content is a new submission with a new key. `settled` starts afresh after success.
 */
export function useIdempotencyKey() {
  const last = useRef<{ content: string; key: string } | undefined>(undefined);
  return {
    keyFor(input: unknown): string {
      const content = JSON.stringify(input);
      if (last.current?.content !== content) last.current = { content, key: randomKey() };
      return last.current.key;
    },
    settled(): void {
      last.current = undefined;
    },
  };
}
