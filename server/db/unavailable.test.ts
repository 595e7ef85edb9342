import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["nothing listening", withCode("ECONNREFUSED")],
    [
      "PostgreSQL shutting down",
      withCode("57P01", "terminating connection due to administrator command"),
    ],
    ["PostgreSQL starting up", withCode("57P03", "the database system is starting up")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect", new Error("timeout exceeded when trying to connect")],
    ["SQLite locked past its busy timeout", withCode("SQLITE_BUSY")],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED")])],
    ["a wrapped cause", new Error("query failed", { cause: withCode("08006") })],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a constraint violation", withCode("23505", "duplicate key value")],
    ["a syntax error in our SQL", withCode("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("leaves %s to the usual handling", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
