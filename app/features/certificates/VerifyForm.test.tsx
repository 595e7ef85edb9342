// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { certificateMessages } from "#shared/domain/certificates";
import { renderOnPage } from "../../../tests/support/portal-render";
import { VerifyForm } from "./VerifyForm";

afterEach(cleanup);

describe("the look-up form", () => {
  it("is a GET form to /certificates with one labelled field", () => {
    const { container } = renderOnPage(<VerifyForm />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/certificates");
    const field = screen.getByLabelText("Certificate ID");
    expect(field.getAttribute("name")).toBe("id");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("button", { name: "Verify" })).toBeTruthy();
  });

  it("shows an unknown ID's answer at the field, keeping what was typed", () => {
    renderOnPage(<VerifyForm typed="KV-2222-2222" error={certificateMessages.unknown} />);
    const field = screen.getByLabelText<HTMLInputElement>("Certificate ID");
    expect(field.value).toBe("KV-2222-2222");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText(certificateMessages.unknown);
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
  });
});
