import { describe, expect, it } from "vitest";
import { projectMessages } from "#shared/domain/projects";
import { sentTo, type ReceivedEmail } from "../../support/smtp-sink";
import { projectServer, student } from "./setup";

const site = projectServer();
const { server, register, registered, registration, seatsUsed, accountedSeats } = site;

const join = (projectId: string, who: { name: string; email: string; phone: string }) =>
  fetch(`${server().url}/api/projects/${projectId}/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who),
  });

const waiting = (n: number) => ({
  name: `Waiting ${n}`,
  email: `waiting.${n}.${Date.now()}@college.example`,
  phone: "+91 90000 00000",
});

/** The token of the offer link mailed to `email`. */
async function offerLink(email: string): Promise<string> {
  const [offer] = await site.settledMail(
    (mail: ReceivedEmail) => sentTo(email)(mail) && mail.subject.startsWith("A seat is free"),
  );
  const token = /\/projects\?offer=([A-Za-z0-9_-]+)/.exec(offer!.text)?.[1];
  expect(token).toBeDefined();
  expect(offer!.subject).not.toContain(token!);
  return token!;
}

const sweep = (hoursLater: number) =>
  server().services.projects.releaseExpiredHolds(new Date(Date.now() + hoursLater * 3_600_000));

describe("the waitlist", () => {
  it("is only for a full project, takes each person once, and says what happens next", async () => {
    const projectId = await site.project({ seats: 1 });
    const early = await join(projectId, waiting(0));
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: projectMessages.waitlistNotFull });

    await registered(student(projectId));
    const person = waiting(1);
    const joined = await join(projectId, person);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toEqual({ message: projectMessages.waitlistJoined });
    expect((await join(projectId, { ...person, email: person.email.toUpperCase() })).status).toBe(
      201,
    );
    const rows = await server()
      .database.db.selectFrom("waitlist_entries")
      .select("status")
      .where("project_id", "=", projectId)
      .execute();
    expect(rows).toEqual([{ status: "waiting" }]);
    await site.settledMail(
      (mail) => sentTo(person.email)(mail) && mail.subject.startsWith("You are on the waitlist"),
    );

    const invalid = await join(projectId, { name: "", email: "nope", phone: "1" });
    expect(invalid.status).toBe(400);
  });

  it("offers a released seat to the first person waiting, held for them 24 hours, and only they can take it", async () => {
    const projectId = await site.project({ seats: 1 });
    const holder = await registered(student(projectId));
    const first = waiting(2);
    const second = waiting(3);
    expect((await join(projectId, first)).status).toBe(201);
    expect((await join(projectId, second)).status).toBe(201);

    const cancelled = await site.cancel(holder, { reason: "Student asked" });
    expect(cancelled.status).toBe(200);
    expect((await registration(holder)).status).toBe("cancelled");
    // The seat passed to the offer: still counted, not free for anyone else.
    expect(await seatsUsed(projectId)).toBe(1);
    expect(await accountedSeats(projectId)).toBe(1);
    const stranger = await register(student(projectId));
    expect(stranger.status).toBe(409);

    const token = await offerLink(first.email);
    const details = await fetch(`${server().url}/api/waitlist-offers/${token}`);
    expect(await details.json()).toMatchObject({
      projectId,
      name: first.name,
      email: first.email,
      phone: first.phone,
    });
    const taken = await register(student(projectId, { ...first, offerToken: token }));
    expect(taken.status).toBe(201);
    const { reference } = (await taken.json()) as { reference: string };
    expect(await registration(reference)).toMatchObject({
      seat_held: 1,
      status: "pending_payment",
    });
    expect(await seatsUsed(projectId)).toBe(1);
    expect(await accountedSeats(projectId)).toBe(1);

    // The link works once.
    const again = await register(student(projectId, { offerToken: token }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: projectMessages.offerLapsed,
      code: "project_full",
    });
    expect((await fetch(`${server().url}/api/waitlist-offers/${token}`)).status).toBe(410);
  });

  it("passes an unanswered offer to the next person after 24 hours", async () => {
    const projectId = await site.project({ seats: 1 });
    const holder = await registered(student(projectId));
    const first = waiting(4);
    const second = waiting(5);
    await join(projectId, first);
    await join(projectId, second);
    await site.cancel(holder, { reason: "Duplicate" });
    const lapsedToken = await offerLink(first.email);

    const statuses = () =>
      server()
        .database.db.selectFrom("waitlist_entries")
        .select(["email", "status"])
        .where("project_id", "=", projectId)
        .orderBy("created_at")
        .execute();
    await sweep(23);
    expect(await statuses()).toEqual([
      { email: first.email, status: "offered" },
      { email: second.email, status: "waiting" },
    ]);
    await sweep(25);
    expect(await statuses()).toEqual([
      { email: first.email, status: "lapsed" },
      { email: second.email, status: "offered" },
    ]);
    await offerLink(second.email);
    expect(await seatsUsed(projectId)).toBe(1);
    expect((await register(student(projectId, { offerToken: lapsedToken }))).status).toBe(409);

    // Nobody left waiting: the next lapse frees the seat for anyone.
    await sweep(50);
    expect(await seatsUsed(projectId)).toBe(0);
    expect(await accountedSeats(projectId)).toBe(0);
  });
});
