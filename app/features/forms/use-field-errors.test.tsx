// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { requiredEmail, requiredText } from "#shared/schemas/fields";
import { useFieldErrors } from "./use-field-errors";

afterEach(cleanup);

const schema = z.strictObject({
  name: requiredText("Name", "Name is required", 100),
  email: requiredEmail(),
});

/** A form as the site's forms use the hook: schema first, then the server's answer. */
function TestForm({ serverErrors }: { serverErrors?: { path: string; msg: string }[] }) {
  const fields = useFieldErrors();
  const { errors } = fields;
  return (
    <form
      noValidate
      onChange={fields.clearOnEdit}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const input = fields.validate(form, schema);
        if (input && serverErrors) fields.show(form, serverErrors);
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" name="name" aria-invalid={errors.name ? true : undefined} />
      {errors.name && <p>{errors.name}</p>}
      <label htmlFor="email">Email</label>
      <input id="email" name="email" aria-invalid={errors.email ? true : undefined} />
      {errors.email && <p>{errors.email}</p>}
      <button type="submit">Send</button>
      <button type="button" onClick={fields.reset}>
        Start again
      </button>
    </form>
  );
}

describe("useFieldErrors", () => {
  it("shows each invalid field's message and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("focuses the first field the schema rejects, not the first field of the form", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("errors clear when the field is edited, and only that field's", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("Name"), "A");

    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Email is required")).toBeTruthy();
  });

  it("shows the server's errors, the first message per field, and focuses the field", async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        serverErrors={[
          { path: "email", msg: "This address cannot receive mail" },
          { path: "email", msg: "A second message for the same field" },
        ]}
      />,
    );
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(screen.getByText("This address cannot receive mail")).toBeTruthy();
    expect(screen.queryByText("A second message for the same field")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("a valid submission clears earlier errors, and reset clears them all", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.queryByText("Email is required")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send" }));
    // Typing clears each error as it goes; a valid submission leaves no message behind.
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByText(/required|valid/)).toBeNull();
  });
});
