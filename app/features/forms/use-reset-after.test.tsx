// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useResetAfter } from "./use-reset-after";

type Status = "idle" | "sending" | "sent" | "error";
const timed: readonly Status[] = ["sent", "error"];

/** A form's status line, moved back to idle 5 s after "sent" or "error". */
function StatusLine() {
  const [status, setStatus] = useState<Status>("idle");
  useResetAfter(status, timed, 5000, setStatus, "idle");
  return (
    <div>
      <p role="status">{status}</p>
      {(["sending", "sent", "error"] as const).map((next) => (
        <button key={next} type="button" onClick={() => setStatus(next)}>
          {next}
        </button>
      ))}
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("useResetAfter", () => {
  it("status returns to idle after 5 s", () => {
    render(<StatusLine />);
    fireEvent.click(screen.getByRole("button", { name: "sent" }));
    expect(screen.getByRole("status").textContent).toBe("sent");

    advance(4999);
    expect(screen.getByRole("status").textContent).toBe("sent");
    advance(1);
    expect(screen.getByRole("status").textContent).toBe("idle");
  });

  it("leaves a status that is not timed where it is", () => {
    render(<StatusLine />);
    fireEvent.click(screen.getByRole("button", { name: "sending" }));
    advance(60_000);
    expect(screen.getByRole("status").textContent).toBe("sending");
  });

  it("times a new status from when it was reached, dropping the earlier timer", () => {
    render(<StatusLine />);
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    advance(3000);
    fireEvent.click(screen.getByRole("button", { name: "sent" }));
    advance(3000);
    expect(screen.getByRole("status").textContent).toBe("sent");
    advance(2000);
    expect(screen.getByRole("status").textContent).toBe("idle");
  });

  it("does not fire after the component is gone", () => {
    const { unmount } = render(<StatusLine />);
    fireEvent.click(screen.getByRole("button", { name: "sent" }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
