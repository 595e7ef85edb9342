import { afterAll, describe, expect, it } from "vitest";
import { projectMessages } from "#shared/domain/projects";
import { startServerProcess, stopServerProcess } from "../../support/spawned-server";
import type { ServerProcess } from "../../support/server-process";
import { projectDraft, projectServer, student, upiEnv } from "./setup";

const site = projectServer();
const { server, register, registered, seatsUsed, accountedSeats } = site;

let second: ServerProcess | undefined;
afterAll(async () => {
  if (second) await stopServerProcess(second);
});

/** 100 registrations sent at the same moment, spread over the given sites. */
async function rush(projectId: string, urls: string[], count = 100) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      register(student(projectId), urls[i % urls.length]).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { reference?: string; error?: string; code?: string },
      })),
    ),
  );
  return {
    held: answers.filter((answer) => answer.status === 201),
    full: answers.filter((answer) => answer.status === 409),
    other: answers.filter((answer) => answer.status !== 201 && answer.status !== 409),
  };
}

async function projectWithFiveLeft(): Promise<string> {
  const projectId = await site.project({ seats: 20 });
  for (let i = 0; i < 15; i++) await registered(student(projectId));
  expect(await seatsUsed(projectId)).toBe(15);
  return projectId;
}

async function expectExactlyFull(projectId: string, outcome: Awaited<ReturnType<typeof rush>>) {
  expect(outcome.other).toEqual([]);
  expect(outcome.held).toHaveLength(5);
  expect(outcome.full).toHaveLength(95);
  for (const answer of outcome.full) {
    expect(answer.body).toEqual({ error: projectMessages.full, code: "project_full" });
  }
  expect(await seatsUsed(projectId)).toBe(20);
  expect(await accountedSeats(projectId)).toBe(20);
  // Nothing half-written: a refused registration stored no row.
  const rows = await server()
    .database.db.selectFrom("registrations")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(20);
  const seats = await fetch(`${server().url}/api/projects/${projectId}/seats`);
  expect(await seats.json()).toEqual({ projectId, seatsLeft: 0, registrationOpen: true });
}

describe("seats are never oversold", () => {
  it("gives exactly 5 holds to 100 students registering at once for the last 5 seats", async () => {
    const projectId = await projectWithFiveLeft();
    await expectExactlyFull(projectId, await rush(projectId, [server().url]));
  });

  it("gives exactly 5 holds when the 100 go to two instances sharing the database", async () => {
    second = await startServerProcess(server().testDatabase, {
      AUTH_SECRET: server().config.authSecret,
      FORM_RATE_LIMIT: "10000",
      ...upiEnv,
    });
    const projectId = await projectWithFiveLeft();
    await expectExactlyFull(projectId, await rush(projectId, [server().url, second.url]));
  });

  it("refuses at the field a project that does not exist, and a closed one, storing nothing", async () => {
    const unknown = await register(student("no-such-project"));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      errors: [{ path: "projectId", msg: projectMessages.unknownProject }],
    });
    const closed = await site.project({ registrationOpen: false });
    const refused = await register(student(closed));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: projectMessages.closed });
    expect(await seatsUsed(closed)).toBe(0);
  });

  it("refuses fewer seats than are held or taken, at the seats field", async () => {
    const projectId = await site.project({ seats: 3 });
    await registered(student(projectId));
    await registered(student(projectId));
    const response = await site.portal.request(`/api/admin/projects/${projectId}`, {
      method: "PUT",
      json: { ...projectDraft({ title: "Three seats" }), seats: 1, version: 1 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          path: "seats",
          msg: "2 seats are held or taken: the project cannot have fewer seats than that.",
        },
      ],
    });
  });
});
