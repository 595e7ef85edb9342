import { connectDatabase } from "#server/db/connect";
import { createLogger } from "#server/logger";
import type { TestDatabase } from "#tests/support/test-database";
import { studentRegistration } from "#tests/support/students";
import type { BenchServer } from "./server";

export interface SeatsReport {
  seats: number;
  /** 201 answers per second, from the first request to the last 201. */
  registrationsPerSecond: number;
  /** 201: a registration stored, holding a seat. */
  accepted: number;
  /** 409 project_full: no seat left, nothing stored. */
  refused: number;
  /** Any other answer (a 409 of another kind, 429, 5xx, a failed connection). */
  otherStatuses: number;
  /** `projects.seats_used` afterwards. */
  seatsUsed: number;
  /** Registrations of the project with `seat_held = 1` afterwards. */
  rowsHoldingSeats: number;
  oversold: number;
}

/** Past this many unexpected answers the rush stops: the report shows them, the bench fails. */
const maxOtherStatuses = 1000;

const project = (seats: number) => ({
  title: `Seats under load ${Date.now()}`,
  status: "In Progress",
  timeline: "Jan 2027 – Apr 2027",
  description: "A project the benchmark fills: students register until its seats run out.",
  technologies: ["React"],
  mentor: "Sneha Iyer",
  objectives: ["x"],
  progress: 0,
  seats,
  registrationOpen: true,
});

/**
 * Students rushing a new project: staff create it with `seats` seats through the admin API,
 * then `concurrency` students at a time register (UPI, each with an address of their own),
 * each going on until told the project is full (409 project_full). What the site answered
 * is set against what the database holds afterwards: the seats counted as used and the
 * registrations holding one.
 */
export async function fillProject(
  server: BenchServer,
  cookie: string,
  database: TestDatabase,
  seats = 1000,
  concurrency = 50,
): Promise<SeatsReport> {
  const created = await fetch(`${server.url}/api/admin/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify(project(seats)),
  });
  if (created.status !== 201) {
    throw new Error(`creating the project failed: ${created.status} ${await created.text()}`);
  }
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  let accepted = 0;
  let refused = 0;
  let otherStatuses = 0;
  let lastAcceptedAt = 0;
  const firstRequestAt = performance.now();
  const register = async (): Promise<"seated" | "full" | "other"> => {
    const body = JSON.stringify(studentRegistration(projectId));
    try {
      const response = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const answer = (await response.json().catch(() => ({}))) as { code?: string };
      if (response.status === 201) return "seated";
      if (response.status === 409 && answer.code === "project_full") return "full";
      return "other";
    } catch {
      return "other";
    }
  };
  const worker = async () => {
    while (otherStatuses < maxOtherStatuses) {
      const outcome = await register();
      if (outcome === "seated") {
        accepted += 1;
        lastAcceptedAt = performance.now();
      } else if (outcome === "full") {
        refused += 1;
        return;
      } else {
        otherStatuses += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (lastAcceptedAt - firstRequestAt) / 1000;

  const connection = connectDatabase(database.target, {
    logger: createLogger("silent"),
    ...(database.schema ? { schema: database.schema } : {}),
  });
  try {
    const { seats_used: seatsUsed } = await connection.db
      .selectFrom("projects")
      .select("seats_used")
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow();
    const holding = await connection.db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("project_id", "=", projectId)
      .where("seat_held", "=", 1)
      .executeTakeFirstOrThrow();
    const rowsHoldingSeats = Number(holding.n);
    return {
      seats,
      registrationsPerSecond: seconds > 0 ? Math.round(accepted / seconds) : 0,
      accepted,
      refused,
      otherStatuses,
      seatsUsed,
      rowsHoldingSeats,
      oversold: Math.max(0, rowsHoldingSeats - seats),
    };
  } finally {
    await connection.close();
  }
}

/** Why a rush's outcome fails the benchmark, or undefined when every seat went exactly once. */
export function seatsFailure(report: SeatsReport): string | undefined {
  const problems = [
    report.oversold > 0 ? `${report.oversold} seats oversold` : "",
    report.accepted !== report.seats
      ? `${report.accepted} registrations accepted for ${report.seats} seats`
      : "",
  ].filter(Boolean);
  return problems.length > 0 ? problems.join("; ") : undefined;
}
