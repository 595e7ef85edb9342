import { describe, expect, it } from "vitest";
import { dataRequestReferencePattern } from "#shared/domain/privacy";
import { uniqueStudentEmail } from "../../support/accounts";
import { postFromSite } from "../../support/http";
import { outboxIdle } from "../../support/outbox-idle";
import { serverWithMail } from "../../support/server-with-mail";
import { sentTo } from "../../support/smtp-sink";

/** Erasing from the person's own page, through the real erasure (services/privacy/erasure.ts). */
const site = serverWithMail({ FORM_RATE_LIMIT: "1000", TRUST_PROXY: "true" });
const { sink } = site;

async function openSession(email: string): Promise<string> {
  const asked = await postFromSite(
    site.server,
    "/api/your-data/link",
    { email },
    { "x-forwarded-for": "198.51.100.200" },
  );
  expect(asked.status).toBe(202);
  await outboxIdle(site.server);
  const [mail] = await sink.waitFor(
    (received) => sentTo(email)(received) && received.subject.startsWith("Your link"),
  );
  const token = /your-data\?token=([\w-]{32})/.exec(mail?.text ?? "")?.[1];
  const opened = await postFromSite(site.server, "/api/your-data/open", { token });
  expect(opened.status).toBe(200);
  return opened.headers.get("set-cookie")?.split(";")[0] ?? "";
}

describe("erasing from the Your data page", () => {
  it("asks for the box to be ticked, then erases everything and ends the session", async () => {
    const email = uniqueStudentEmail("eraser");
    const contact = await postFromSite(site.server, "/api/contact", {
      name: "Ananya Reddy",
      email,
      phone: "+91 98480 22338",
      message: "Please call me about the cloud workshop.",
    });
    expect(contact.status).toBe(201);
    const cookie = await openSession(email);

    const unconfirmed = await postFromSite(site.server, "/api/your-data/erasure", {}, { cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toEqual({
      errors: [{ path: "confirm", msg: "Please tick the box to confirm" }],
    });

    const erased = await postFromSite(
      site.server,
      "/api/your-data/erasure",
      { confirm: true },
      { cookie },
    );
    expect(erased.status).toBe(200);
    expect(erased.headers.get("set-cookie")).toMatch(/^your_data=; Path=\/; Max-Age=0;/);
    const outcome = (await erased.json()) as { reference: string; kept: unknown[] };
    expect(outcome.reference).toMatch(dataRequestReferencePattern);
    expect(outcome.kept).toEqual([]);

    const messages = await site.server.database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(messages).toHaveLength(0);
    const request = await site.server.database.db
      .selectFrom("data_requests")
      .select(["kind", "status", "answered_by"])
      .where("reference", "=", outcome.reference)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ kind: "erasure", status: "completed", answered_by: "self" });
  });
});
