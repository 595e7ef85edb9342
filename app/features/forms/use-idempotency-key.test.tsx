// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { postJson } from "./post-json";
import { readForm } from "./read-form";
import { useIdempotencyKey } from "./use-idempotency-key";

/** A form as the site's forms send one: a key per content, settled after success. */
function EnquiryForm() {
  const idempotency = useIdempotencyKey();
  const [status, setStatus] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const input = readForm(event.currentTarget);
        void postJson("/api/enquiry", input, { idempotencyKey: idempotency.keyFor(input) }).then(
          (result) => {
            if (result.ok) idempotency.settled();
            setStatus(result.ok ? "Sent" : "Not sent, try again");
          },
        );
      }}
    >
      <label htmlFor="message">Message</label>
      <input id="message" name="message" />
      <button type="submit">Send</button>
      <p role="status">{status}</p>
    </form>
  );
}

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The Idempotency-Key header of each request sent so far. */
function sentKeys(): (string | undefined)[] {
  return fetchSpy.mock.calls.map(([, init]) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return headers["Idempotency-Key"];
  });
}

const lostAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
const stored = () => Promise.resolve(Response.json({ ok: true }, { status: 201 }));

async function send(user: ReturnType<typeof userEvent.setup>, expected: string) {
  await user.click(screen.getByRole("button", { name: "Send" }));
  await screen.findByText(expected);
}

describe("useIdempotencyKey", () => {
  it("the same idempotency key is sent again for the same content", async () => {
    fetchSpy.mockImplementationOnce(lostAnswer).mockImplementationOnce(stored);
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await user.type(screen.getByLabelText("Message"), "Is there a batch in May?");

    await send(user, "Not sent, try again");
    await send(user, "Sent");

    const [first, second] = sentKeys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it("changed content is a new submission with a new key", async () => {
    fetchSpy.mockImplementation(lostAnswer);
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await user.type(screen.getByLabelText("Message"), "Is there a batch in May?");
    await send(user, "Not sent, try again");
    await user.type(screen.getByLabelText("Message"), " Or in June?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));

    const [first, second] = sentKeys();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("after a success, sending the same content again is a new submission", async () => {
    fetchSpy.mockImplementation(stored);
    const user = userEvent.setup();
    render(<EnquiryForm />);
    await user.type(screen.getByLabelText("Message"), "Please call me back");
    await send(user, "Sent");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));

    const [first, second] = sentKeys();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
