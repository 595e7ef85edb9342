import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, handed from the server entry to the document so React
 * Router's inline scripts carry it. In the browser, and in pages prerendered at build
 * time (whose inline scripts are allowed by hash instead), it is undefined.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
