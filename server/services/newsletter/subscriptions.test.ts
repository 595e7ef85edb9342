import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultRetention } from "#shared/domain/privacy";
import type { AppDatabase } from "../../db/connect";
import type { MailComposer } from "../../mail/messages";
import { linkToken } from "./subscriber-links";
import { createSubscriptions } from "./subscriptions";

describe("unsubscribe tokens", () => {
  it("accepts what a subscription is given", () => {
    const token = randomBytes(24).toString("base64url");
    expect(linkToken(token)).toBe(token);
  });

  // A database that throws on any use: a malformed token must be answered without a query.
  const used = () => {
    throw new Error("the database was used");
  };
  const unusable = new Proxy(used, { get: used, apply: used });
  const service = createSubscriptions(
    { db: unusable, write: unusable } as unknown as AppDatabase,
    unusable,
    {} as MailComposer,
    defaultRetention.unconfirmedSubscriberDays,
  );

  it.each([
    undefined,
    "",
    ["x".repeat(32)],
    "x".repeat(31),
    "x".repeat(33),
    `${"x".repeat(31)}!`,
    `${"x".repeat(31)}\0`,
  ])("finds nothing and ends nothing for %j, without asking the database", async (value) => {
    expect(linkToken(value)).toBeUndefined();
    expect(await service.findByToken(value)).toBeUndefined();
    expect(await service.unsubscribe(value)).toBe(false);
  });
});
