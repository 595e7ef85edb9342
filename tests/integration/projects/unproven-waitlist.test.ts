/**
 * Waitlist places from addresses nobody has proven (decision 0024): a few per network, and
 * offers that hold at most a share of a project's seats, the rest going back on sale.
 */
import { describe, expect, it } from "vitest";
import { projectMessages, waitlistPlacesPerNetwork } from "#shared/domain/projects";
import { freshNetwork, projectServer, student } from "./setup";

const site = projectServer({ TRUST_PROXY: "true" });
const { server, registered, seatsUsed, accountedSeats } = site;

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const sweep = (at: Date) => server().services.projects.releaseExpiredHolds(at);

describe("the waitlist", () => {
  const join = (projectId: string, from: string) =>
    fetch(`${server().url}/api/projects/${projectId}/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({
        name: "Waiting Student",
        email: `waiting.${Date.now()}.${Math.random()}@college.example`,
        phone: "+91 90000 00000",
      }),
    });

  it("takes a few places per network, and another network still joins", async () => {
    const projectId = await site.project({ seats: 1 });
    await registered(student(projectId));
    const network = freshNetwork();
    for (let i = 0; i < waitlistPlacesPerNetwork; i++) {
      expect((await join(projectId, network)).status).toBe(201);
    }
    const refused = await join(projectId, network);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: projectMessages.waitlistNetworkFull });
    expect((await join(projectId, freshNetwork())).status).toBe(201);
  });

  it("holds at most a fifth of a project's seats in offers; other freed seats go back on sale", async () => {
    const projectId = await site.project({ seats: 5 });
    const references = [];
    for (let i = 0; i < 5; i++) references.push(await registered(student(projectId)));
    for (let i = 0; i < 3; i++) expect((await join(projectId, freshNetwork())).status).toBe(201);

    // All five card holds lapse: one seat is offered, four are for sale.
    await sweep(minutes(31));
    const offers = await server()
      .database.db.selectFrom("waitlist_entries")
      .select("status")
      .where("project_id", "=", projectId)
      .execute();
    expect(offers.filter((entry) => entry.status === "offered")).toHaveLength(1);
    expect(offers.filter((entry) => entry.status === "waiting")).toHaveLength(2);
    expect(await seatsUsed(projectId)).toBe(1);
    expect(await accountedSeats(projectId)).toBe(1);
  });
});
