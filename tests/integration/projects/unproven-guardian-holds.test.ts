/**
 * Issue 35's second read: ticking "under 18" held a seat for the guardian's 72 hours on the
 * strength of any address typed as the guardian's, outside the share of seats held without
 * payment (decision 0024). Those holds now count against the same share.
 */
import { describe, expect, it } from "vitest";
import { recentUtr } from "../../support/utr";
import { projectServer, student } from "./setup";

const site = projectServer();
const { server, registered, registration, seatsUsed, accountedSeats } = site;

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const sweep = (at: Date) => server().services.projects.releaseExpiredHolds(at);

let guardians = 0;
/** A student under 18 naming a guardian address nobody has used. */
const underEighteen = (projectId: string) => {
  guardians += 1;
  return student(projectId, {
    under18: true,
    guardianName: "Made Up Guardian",
    guardianEmail: `guardian.${guardians}.${Date.now()}@catch-all.example`,
  });
};

describe("registrations waiting for a guardian's consent", () => {
  it("cannot keep a 3-seat project out of sale longer than a card hold", async () => {
    const projectId = await site.project({ seats: 3 });
    const references = [];
    for (let i = 0; i < 3; i++) references.push(await registered(underEighteen(projectId)));
    expect(await seatsUsed(projectId)).toBe(3);

    // Half an hour later, two of the three seats are on sale again.
    await sweep(minutes(31));
    expect(await seatsUsed(projectId)).toBe(1);
    expect(await accountedSeats(projectId)).toBe(1);
    const [first, ...rest] = references;
    expect(await registration(first!)).toMatchObject({
      status: "awaiting_guardian_consent",
      seat_held: 1,
    });
    for (const reference of rest) {
      expect(await registration(reference)).toMatchObject({ status: "expired", seat_held: 0 });
    }
    // The first one's guardian still has the whole 72 hours.
    const { hold_expires_at: heldUntil } = await registration(first!);
    expect(new Date(heldUntil!).getTime()).toBeGreaterThan(minutes(71 * 60).getTime());
  });

  it("share the cap with UTRs held until verified", async () => {
    const projectId = await site.project({ seats: 3 });
    await registered(underEighteen(projectId));
    const reference = await registered(student(projectId));
    const response = await site.submitUtr(reference, recentUtr());
    expect(response.status).toBe(200);
    expect(((await response.json()) as { seat: { untilVerified: boolean } }).seat).toMatchObject({
      untilVerified: false,
    });
  });
});
