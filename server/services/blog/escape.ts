/**
 * The same escaping sanitize-html applies, so HTML built here and then sanitised comes back
 * byte for byte (the stored body stays stable across saves).
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, "&quot;");
}
