import { describe, expect, it } from "vitest";
import { bookingSchema } from "./booking";
import { contactSchema } from "./contact";
import { emptyFieldMessages, fieldErrors } from "./fields";
import { newsletterSchema } from "./newsletter";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : [];

const contact = {
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  message: "I would like to know about the web development batch.",
};

const booking = {
  organizationName: "Vasavi College of Engineering",
  email: "tpo@example.edu.in",
  contactNumber: "+91 40 2345 6789",
  address: "Ibrahimbagh, Hyderabad, Telangana 500031",
  message: "A two-day React workshop for 60 third-year students in January.",
};

describe("contact form", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactSchema.safeParse({ ...contact, name: "  Priya Sharma  " });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("Priya Sharma");
  });

  it.each([
    ["name", undefined, "Name is required"],
    ["name", "   ", "Name is required"],
    ["email", undefined, "Email is required"],
    ["email", "", "Email is required"],
    ["email", "priya.example.com", "Please enter a valid email address"],
    ["email", "priya@", "Please enter a valid email address"],
    ["phone", undefined, "Phone number is required"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["message", undefined, "Message must be at least 10 characters long"],
    ["message", "  too short  ", "Message must be at least 10 characters long"],
    ["name", "x".repeat(101), "Name must be at most 100 characters long"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters long"],
    ["name", 42, "Name must be text"],
  ])("%s = %j → %s", (field, value, msg) => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, [field]: value }))).toEqual([
      { path: field, msg },
    ]);
  });

  it("counts the message's length after trimming: 10 characters pass", () => {
    expect(contactSchema.safeParse({ ...contact, message: "  0123456789  " }).success).toBe(true);
  });

  it("reports every invalid field once, in the form's order", () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual([
      { path: "name", msg: "Name is required" },
      { path: "email", msg: "Email is required" },
      { path: "phone", msg: "Phone number is required" },
      { path: "message", msg: "Message must be at least 10 characters long" },
    ]);
  });

  it("says for each field what it says when the form is sent empty, and nothing for the honeypot", () => {
    expect(emptyFieldMessages(contactSchema)).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      message: "Message must be at least 10 characters long",
    });
  });

  it("refuses fields it does not know, and knows the honeypot", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, role: "admin" }))).toEqual([
      { path: "role", msg: "role is not a field of this form" },
    ]);
    expect(contactSchema.safeParse({ ...contact, website: "spam.example" }).success).toBe(true);
  });
});

describe("booking form", () => {
  it("accepts a complete booking", () => {
    expect(bookingSchema.safeParse(booking).success).toBe(true);
  });

  it.each([
    ["organizationName", "", "Organization name is required"],
    ["email", undefined, "Email is required"],
    ["email", "tpo at college", "Please enter a valid email address"],
    ["contactNumber", "", "Contact number is required"],
    ["contactNumber", "098765-43210", "Please enter a valid contact number"],
    ["contactNumber", "12345", "Please enter a valid contact number"],
    ["message", "", "Message is required"],
    ["message", "Workshop", "Message must be at least 10 characters long"],
    ["address", "  ", "Address is required"],
    ["address", "x".repeat(501), "Address must be at most 500 characters long"],
  ])("%s = %j → %s", (field, value, msg) => {
    expect(errorsOf(bookingSchema.safeParse({ ...booking, [field]: value }))).toEqual([
      { path: field, msg },
    ]);
  });
});

describe("newsletter", () => {
  it("accepts an address and where it came from", () => {
    expect(newsletterSchema.safeParse({ email: " a@b.co ", source: "footer" }).data).toEqual({
      email: "a@b.co",
      source: "footer",
    });
  });

  it.each([undefined, "", "no-at-sign", "two@@example.com", "a@"])(
    "%j → Please enter a valid email.",
    (email) => {
      expect(errorsOf(newsletterSchema.safeParse({ email }))).toEqual([
        { path: "email", msg: "Please enter a valid email." },
      ]);
    },
  );
});
