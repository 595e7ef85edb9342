import { describe, expect, it } from "vitest";
import { action } from "#app/routes/admin-list";
import type { Services } from "#server/services";
import { isServiceRefusal, ServiceRefusal } from "#server/services/errors";

/**
 * The list page's action on its own, with stand-in services (no server, no database): which
 * errors are told to the admin and which are faults.
 */
const admin = { id: "admin-1", email: "ops@kodeveda.test", name: "Ops" };
const reference = "KV7K4M9QXZ";

function confirmFailingWith(error: Error) {
  const services = {
    adminAccess: { adminFor: () => Promise.resolve(admin) },
    isRefusal: isServiceRefusal,
    registrations: { confirmUpiPayment: () => Promise.reject(error) },
  } as unknown as Services;
  const request = new Request("http://kodeveda.test/admin/registrations", {
    method: "POST",
    body: new URLSearchParams({ intent: "confirm", reference }),
  });
  return action({
    request,
    url: new URL(request.url),
    pattern: "/admin/:list",
    params: { list: "registrations" },
    context: {
      services,
      cspNonce: undefined,
      siteOrigin: "http://kodeveda.test",
      clientAddress: "127.0.0.1",
    },
  });
}

/** What `data(…)` answered: its body and status. */
const answer = (value: unknown) => value as { data: { message: string }; init: { status: number } };

describe("admin list action", () => {
  it("shows a service's refusal as its sentence", async () => {
    const result = answer(
      await confirmFailingWith(
        new ServiceRefusal("conflict", "That payment is already confirmed."),
      ),
    );
    expect(result.data).toEqual({ message: "That payment is already confirmed." });
    expect(result.init.status).toBe(400);
  });

  it("rethrows any other error, even one with a `reason`, so the error page shows", async () => {
    const fault = Object.assign(new Error("SQLITE_BUSY: database is locked"), { reason: "busy" });
    await expect(confirmFailingWith(fault)).rejects.toBe(fault);
  });
});
