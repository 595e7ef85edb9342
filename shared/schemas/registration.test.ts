import { describe, expect, it } from "vitest";
import { pipelineProjects } from "../content/projects";
import { upiReferenceAt } from "../domain/upi-reference";
import { fieldErrors } from "./fields";
import { registrationSchema, upiReferenceMessages, upiTransactionSchema } from "./registration";

const registration = {
  name: "Ananya Reddy",
  email: "ananya@student.example",
  phone: "+91 98480 22338",
  college: "CBIT Hyderabad",
  section: "CSE-B",
  year: "Final Year",
  paymentMethod: "upi",
  projectId: pipelineProjects[0]!.id,
};

const errorsOf = (input: unknown) => {
  const result = registrationSchema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
};

describe("registration", () => {
  it("accepts the specification's payload; the payment method defaults to stripe", () => {
    const withoutMethod: Partial<typeof registration> = { ...registration };
    delete withoutMethod.paymentMethod;
    expect(registrationSchema.parse(withoutMethod)).toMatchObject({
      paymentMethod: "stripe",
      under18: false,
    });
    expect(registrationSchema.parse(registration).paymentMethod).toBe("upi");
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", undefined, "Email is required"],
    ["email", "ananya@", "Please enter a valid email address"],
    ["phone", undefined, "Phone number is required"],
    ["phone", "123", "Please enter a valid phone number"],
    ["college", "  ", "College is required"],
    ["section", undefined, "Section is required"],
    ["year", "5th Year", "Please choose your year of study"],
    ["year", undefined, "Please choose your year of study"],
    ["paymentMethod", "cash", "Please choose a payment method"],
    // Whether the project exists is the server's to say (it answers at this field too).
    ["projectId", "x".repeat(121), "Please choose a project from the list"],
    ["projectId", "  ", "Please choose a project"],
    ["projectId", undefined, "Please choose a project"],
  ])("%s = %j → %s", (field, value, msg) => {
    expect(errorsOf({ ...registration, [field]: value })).toEqual([{ path: field, msg }]);
  });

  it("leaves an unknown project id to the server, and takes a seat offer's token", () => {
    expect(errorsOf({ ...registration, projectId: "no-such-project" })).toEqual([]);
    expect(registrationSchema.parse({ ...registration, offerToken: "abc" }).offerToken).toBe("abc");
  });

  it("takes every year the specification lists", () => {
    for (const year of ["1st Year", "2nd Year", "3rd Year", "4th Year", "Final Year"]) {
      expect(errorsOf({ ...registration, year })).toEqual([]);
    }
  });

  const guardian = { guardianName: "Lakshmi Reddy", guardianEmail: "lakshmi@parent.example" };

  it("reads the under-18 box as a form sends it and as JSON does", () => {
    expect(registrationSchema.parse({ ...registration, ...guardian, under18: "on" }).under18).toBe(
      true,
    );
    expect(registrationSchema.parse({ ...registration, ...guardian, under18: true }).under18).toBe(
      true,
    );
    expect(registrationSchema.parse({ ...registration, under18: false }).under18).toBe(false);
  });

  it("asks a student under 18 for their parent's or guardian's name and email", () => {
    expect(errorsOf({ ...registration, under18: true })).toEqual([
      { path: "guardianName", msg: "Enter your parent's or guardian's name" },
      { path: "guardianEmail", msg: "Enter your parent's or guardian's email address" },
    ]);
    expect(errorsOf({ ...registration, ...guardian, under18: true, guardianEmail: "x@" })).toEqual([
      {
        path: "guardianEmail",
        msg: "Please enter a valid email address for your parent or guardian",
      },
    ]);
    expect(
      errorsOf({
        ...registration,
        ...guardian,
        under18: true,
        guardianEmail: "ANANYA@student.example",
      }),
    ).toEqual([
      {
        path: "guardianEmail",
        msg: "Your parent's or guardian's email must be different from yours",
      },
    ]);
  });

  it("shows the guardian's errors beside the other fields' errors", () => {
    expect(errorsOf({ ...registration, name: "", under18: "on" })).toEqual([
      { path: "name", msg: "Name is required" },
      { path: "guardianName", msg: "Enter your parent's or guardian's name" },
      { path: "guardianEmail", msg: "Enter your parent's or guardian's email address" },
    ]);
  });

  it("does not ask an adult for a guardian", () => {
    expect(errorsOf({ ...registration, under18: false })).toEqual([]);
    expect(errorsOf({ ...registration, guardianName: "", guardianEmail: "" })).toEqual([]);
  });
});

describe("UPI transaction reference", () => {
  it("takes 12 digits of a recent payment, written with or without spaces", () => {
    const utr = upiReferenceAt(new Date(), 123456);
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`;
    expect(upiTransactionSchema.parse({ utr: spaced }).utr).toBe(utr);
  });

  it("refuses 12 digits that cannot be a payment of the last 7 days", () => {
    const old = upiReferenceAt(new Date(Date.now() - 9 * 24 * 3_600_000), 1);
    for (const utr of [old, "412356789012", "999999999999"]) {
      const result = upiTransactionSchema.safeParse({ utr });
      expect(result.success ? [] : fieldErrors(result.error)).toEqual([
        { path: "utr", msg: upiReferenceMessages.notRecent },
      ]);
    }
  });

  it.each([undefined, "", "41235678901", "4123567890123", "41235678901a"])("refuses %j", (utr) => {
    const result = upiTransactionSchema.safeParse({ utr });
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([
      { path: "utr", msg: "Enter the 12-digit UPI transaction reference (UTR)" },
    ]);
  });
});
