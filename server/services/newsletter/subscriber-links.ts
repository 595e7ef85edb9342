import { randomBytes } from "node:crypto";

/** A token nobody can guess: the only key to an unsubscribe or a confirmation link. */
export const newToken = () => randomBytes(24).toString("base64url");

/** What newToken makes: 24 bytes are 32 base64url characters, without padding. */
const tokenFormat = /^[\w-]{32}$/;

/**
 * The token of an emailed link, or undefined when the value cannot be one. Every unsubscribe
 * and confirmation entry point goes through it, so a malformed token is invalid without a query.
 */
export const linkToken = (value: unknown): string | undefined =>
  typeof value === "string" && tokenFormat.test(value) ? value : undefined;

/** A campaign's id as its unsubscribe links carry it, or undefined when the value cannot be one. */
export const campaignId = (value: unknown): string | undefined =>
  typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;

/** Shows part of the address, enough to recognise it, not enough to harvest it. */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
}
