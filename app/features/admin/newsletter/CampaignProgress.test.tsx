// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { CampaignDetail, CampaignProgress as Progress } from "#shared/domain/newsletter";
import { CampaignProgress, progressPollMs } from "./CampaignProgress";
import { draftCampaign } from "./test-campaign";
import { jsonResponse } from "#tests/support/screen";

let fetchSpy: MockInstance<typeof fetch>;

const sending: CampaignDetail = {
  ...draftCampaign,
  status: "sending",
  progress: {
    status: "sending",
    recipients: 8,
    queued: 3,
    sent: 3,
    failed: 1,
    bounced: 1,
    skipped: 1,
    unsubscribed: 2,
  },
};

/** The panel in a page that keeps what it reports, as the editor does. */
function Panel({ initial }: { initial: CampaignDetail }) {
  const [campaign, setCampaign] = useState(initial);
  const [alert, setAlert] = useState("");
  return (
    <>
      <CampaignProgress
        campaign={campaign}
        onProgress={(progress: Progress) =>
          setCampaign((current) => ({ ...current, status: progress.status, progress }))
        }
        onCampaign={setCampaign}
        onAlert={setAlert}
      />
      <p>{alert}</p>
    </>
  );
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("CampaignProgress", () => {
  it("shows the share of copies done with on the bar, and every count", () => {
    render(<Panel initial={sending} />);
    const bar = screen.getByRole("progressbar", { name: "Sending progress" });
    // Sent 3 + bounced 1 + skipped 1 of 8.
    expect(bar.getAttribute("aria-valuenow")).toBe("62");
    expect(
      screen.getByText("Queued 3 · Sent 3 · Failed 1 · Bounced 1 · Skipped 1 · Unsubscribed 2"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume" })).toBeNull();
  });

  it("asks for fresh numbers every 2 s while sending, and stops once sent", async () => {
    vi.useFakeTimers();
    render(<Panel initial={sending} />);
    const bar = () =>
      screen.getByRole("progressbar", { name: "Sending progress" }).getAttribute("aria-valuenow");
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, { progress: { ...sending.progress, queued: 2, sent: 4 } }),
    );
    await act(() => vi.advanceTimersByTimeAsync(progressPollMs));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/campaigns/c-1/progress");
    expect(bar()).toBe("75");

    const done = { ...sending.progress, status: "sent", queued: 0, sent: 6, failed: 0 } as const;
    fetchSpy
      .mockResolvedValueOnce(jsonResponse(200, { progress: done }))
      .mockResolvedValueOnce(
        jsonResponse(200, { campaign: { ...sending, status: "sent", progress: done } }),
      );
    await act(() => vi.advanceTimersByTimeAsync(progressPollMs));
    expect(fetchSpy.mock.calls[2]?.[0]).toBe("/api/admin/campaigns/c-1");
    expect(bar()).toBe("100");
    await act(() => vi.advanceTimersByTimeAsync(progressPollMs * 3));
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole("button", { name: "Cancel sending" })).toBeNull();
  });

  it("cancels only after asking", async () => {
    const user = userEvent.setup();
    render(<Panel initial={{ ...sending, status: "paused" }} />);
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel sending" }));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, { campaign: { ...sending, status: "cancelled" } }),
    );
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Cancel sending?" })).getByRole("button", {
        name: "Cancel sending",
      }),
    );
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/campaigns/c-1/cancel");
    expect(await screen.findByText(/Queued 3/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel sending" })).toBeNull();
  });
});
