// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readForm } from "./read-form";

afterEach(cleanup);

describe("readForm", () => {
  it("reads the text fields by name as the browser would send them, empty ones included", () => {
    render(
      <form aria-label="Booking">
        <input name="name" defaultValue="Asha" aria-label="Name" />
        <textarea name="message" defaultValue="Hello there" aria-label="Message" />
        <select name="year" defaultValue="2nd Year" aria-label="Year">
          <option>1st Year</option>
          <option>2nd Year</option>
        </select>
        <input type="checkbox" name="under18" defaultChecked aria-label="Under 18" />
        <input type="checkbox" name="newsletter" aria-label="Newsletter" />
        <input type="radio" name="paymentMethod" value="stripe" aria-label="Card" />
        <input type="radio" name="paymentMethod" value="upi" defaultChecked aria-label="UPI" />
        <input name="disabled" defaultValue="ignored" disabled aria-label="Disabled" />
        <input name="section" defaultValue="" aria-label="Section" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Booking" });

    expect(readForm(form)).toEqual({
      name: "Asha",
      message: "Hello there",
      year: "2nd Year",
      under18: "on",
      paymentMethod: "upi",
      section: "",
    });
  });

  it("leaves out files, which are not text", () => {
    render(
      <form aria-label="Upload">
        <input name="title" defaultValue="CV" aria-label="Title" />
        <input type="file" name="attachment" aria-label="Attachment" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Upload" });
    expect(readForm(form)).toEqual({ title: "CV" });
  });
});
