/**
 * The token with its last character changed: a near miss that must be refused. (A fixed
 * replacement, say "A", would be no change at all for a token that ends in one.)
 */
export function lastCharacterChanged(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
}
