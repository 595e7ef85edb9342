// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { jsonResponse } from "#tests/support/screen";
import { ReconcileRazorpay } from "./ReconcileRazorpay";

let fetchSpy: MockInstance<typeof fetch>;

function renderButton(onDone: (notice: { text: string; good: boolean }) => void) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ReconcileRazorpay onDone={onDone} />, loader: () => null },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("checking pending Razorpay payments", () => {
  it("asks the server and tells the page what Razorpay said", async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        checked: 3,
        paid: 1,
        unpaid: 2,
        flagged: 0,
        failed: 0,
        paidReferences: ["KV12345678"],
        flaggedReferences: [],
      }),
    );
    const onDone = vi.fn();
    renderButton(onDone);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Check pending Razorpay payments" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(["/api/admin/registrations/reconcile-razorpay", "POST"]);
    expect(onDone.mock.calls[0]?.[0]).toEqual({
      text: "Checked 3 payments: 1 was paid and is now confirmed, 2 are still unpaid.",
      good: true,
    });
  });

  it("passes on the server's refusal", async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(503, { error: "Razorpay is not configured." }));
    const onDone = vi.fn();
    renderButton(onDone);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Check pending Razorpay payments" }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ text: "Razorpay is not configured.", good: false }),
    );
  });
});
