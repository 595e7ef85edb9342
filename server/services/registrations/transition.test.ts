import { describe, expect, it } from "vitest";
import {
  isListedChange,
  registrationCauses,
  registrationChanges,
  registrationStarts,
} from "#shared/domain/registration-lifecycle";
import { registrationStatuses } from "#shared/domain/registrations";
import { refuseUnlisted, startingStatus } from "./transition";

const unlisted = registrationStatuses.flatMap((from) =>
  registrationStatuses.flatMap((to) =>
    registrationCauses
      .filter((cause) => from !== to && !isListedChange(from, to, cause))
      .map((cause) => ({ from, to, cause })),
  ),
);

describe("a registration's change of status", () => {
  it.each(registrationChanges)("$from → $to by $cause is made", ({ from, to, cause }) => {
    expect(() => refuseUnlisted({ from: [from], to, cause })).not.toThrow();
  });

  it("is refused for every other status, target and cause", () => {
    const [statuses, causes] = [registrationStatuses.length, registrationCauses.length];
    expect(unlisted).toHaveLength(statuses * (statuses - 1) * causes - registrationChanges.length);
    for (const { from, to, cause } of unlisted) {
      expect(() => refuseUnlisted({ from: [from], to, cause })).toThrow(
        `A registration cannot go from ${from} to ${to} by ${cause}: the lifecycle does not list it.`,
      );
    }
  });

  it("is refused when any one of the statuses it may start from is not listed", () => {
    expect(() =>
      refuseUnlisted({ from: ["pending_payment", "refunded"], to: "paid", cause: "gateway" }),
    ).toThrow("A registration cannot go from refunded to paid by gateway");
  });

  it("is no change when the status stays as it is: a note, allowed from any status", () => {
    for (const status of registrationStatuses) {
      for (const cause of registrationCauses) {
        expect(() => refuseUnlisted({ from: [status], to: status, cause })).not.toThrow();
      }
    }
  });
});

describe("a new registration's status", () => {
  it.each(registrationStarts)("may be $to by $cause", ({ to, cause }) => {
    expect(startingStatus(to, cause)).toBe(to);
  });

  it("is refused for any other cause", () => {
    for (const { to } of registrationStarts) {
      for (const cause of registrationCauses.filter((cause) => cause !== "student")) {
        expect(() => startingStatus(to, cause)).toThrow(
          `A registration cannot start as ${to} by ${cause}: the lifecycle does not list it.`,
        );
      }
    }
  });
});
