import { describe, expect, it } from "vitest";
import { compactPhoneNumber, isBookingContactNumber, isContactPhoneNumber } from "./phone";

describe("the booking rule: stripped of spaces, hyphens and brackets, +?[1-9] then 9-14 digits", () => {
  it.each([
    "9876543210",
    "98765 43210",
    "+91 98765 43210",
    "+91-98765-43210",
    "(+91) 98765 43210",
    "+919876543210",
    "+91 40 2345 6789",
    "1234567890",
    "123456789012345",
    "+123456789012345",
  ])("accepts %s", (value) => {
    expect(isBookingContactNumber(value)).toBe(true);
  });

  it.each([
    ["0987654321", "starts with 0"],
    ["098765-43210", "starts with 0 after stripping"],
    ["040 2345 6789", "a landline with its trunk 0"],
    ["987654321", "1 + 8 digits"],
    ["1234567890123456", "1 + 15 digits"],
    ["++919876543210", "two plus signs"],
    ["91+9876543210", "a plus inside"],
    ["98765.43210", "a dot is not stripped"],
    ["98765abc43", "letters"],
    ["", "empty"],
  ])("rejects %s (%s)", (value) => {
    expect(isBookingContactNumber(value)).toBe(false);
  });

  it("strips only spaces, hyphens and brackets", () => {
    expect(compactPhoneNumber(" (040) 2345-6789 ")).toBe("04023456789");
    expect(compactPhoneNumber("98.765")).toBe("98.765");
  });
});

describe("the contact rule: the specification's pattern or the booking rule", () => {
  it.each([
    ["555-123-4567", "the spec's pattern"],
    ["(555) 123-4567", "the spec's pattern with brackets"],
    ["555.123.4567", "the spec's pattern with dots"],
    ["+555 123 456789", "the spec's pattern with 6 final digits"],
    ["098765-43210", "the spec's pattern, though the booking rule refuses a leading 0"],
    ["+91 98765 43210", "the booking rule: how most people write a mobile number"],
    ["98765 43210", "the booking rule"],
    ["+91-98765-43210", "the booking rule"],
  ])("accepts %s (%s)", (value) => {
    expect(isContactPhoneNumber(value)).toBe(true);
  });

  it.each([
    ["12345", "too short for both"],
    ["555-123-45", "3 final digits"],
    ["0000 000 000", "a leading 0 and too short for the spec's pattern"],
    ["phone me", "letters"],
    ["+91 98765 43210 ext 5", "an extension"],
    ["", "empty"],
  ])("rejects %s (%s)", (value) => {
    expect(isContactPhoneNumber(value)).toBe(false);
  });
});
