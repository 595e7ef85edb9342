// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { newsletterMessages, type CampaignDetail } from "#shared/domain/newsletter";
import { CampaignEditor } from "./CampaignEditor";
import { draftCampaign } from "./test-campaign";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

let fetchSpy: MockInstance<typeof fetch>;

function renderEditor(campaign: CampaignDetail | null) {
  const Stub = createRoutesStub([
    { path: "/admin/newsletter/:id", Component: () => <CampaignEditor campaign={campaign} /> },
  ]);
  return render(<Stub initialEntries={[`/admin/newsletter/${campaign ? campaign.id : "new"}`]} />);
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("CampaignEditor", () => {
  it("checks the form before sending, and shows the problems at the fields", async () => {
    const user = userEvent.setup();
    renderEditor(null);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/need your attention/);
    const subject = screen.getByRole("textbox", { name: "Subject" });
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(subject)).toBe("Subject is required");
    expect(screen.getByText("Write the newsletter")).toBeTruthy();
  });

  it("shows a server's field errors at the fields, and a 409 in an alert, keeping the text", async () => {
    const user = userEvent.setup();
    renderEditor(draftCampaign);
    const previewText = screen.getByRole("textbox", { name: "Preview text" });
    await user.clear(previewText);
    await user.type(previewText, "Mine");

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, { errors: [{ path: "previewText", msg: "Preview text says no" }] }),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(descriptionOf(previewText)).toMatch(/^Preview text says no/));
    expect(previewText.getAttribute("aria-invalid")).toBe("true");

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(409, { error: newsletterMessages.campaignChanged }),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(newsletterMessages.campaignChanged),
    );
    expect(previewText).toHaveProperty("value", "Mine");
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/admin/campaigns/c-1");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toMatchObject({ version: 2, previewText: "Mine" });
  });

  it("sends a test to the signed-in staff member and says where it went", async () => {
    const user = userEvent.setup();
    renderEditor(draftCampaign);
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { sentTo: "asha@example.com" }));
    await user.click(screen.getByRole("button", { name: "Send a test to me" }));
    expect(await screen.findByText("Test sent to asha@example.com.")).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/campaigns/c-1/test");
  });

  it("refuses a time in the past at the schedule field, without a call", async () => {
    const user = userEvent.setup();
    renderEditor(draftCampaign);
    const at = screen.getByLabelText("Send on (India time, IST)");
    await user.type(at, "2020-01-01T09:30");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(descriptionOf(at)).toBe(newsletterMessages.scheduleInPast);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks before sending, then shows the progress instead of the form", async () => {
    const user = userEvent.setup();
    renderEditor(draftCampaign);
    await user.click(screen.getByRole("button", { name: "Send now" }));
    const dialog = screen.getByRole("alertdialog", { name: "Send this newsletter now?" });
    expect(dialog.textContent).toMatch(/every confirmed subscriber/);
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        campaign: {
          ...draftCampaign,
          status: "sending",
          version: 3,
          startedAt: "2026-11-24T04:30:00.000Z",
          progress: { ...draftCampaign.progress, status: "sending", recipients: 4, queued: 4 },
        },
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send now" }));
    const bar = await screen.findByRole("progressbar", { name: "Sending progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(screen.queryByRole("textbox", { name: "Subject" })).toBeNull();
    expect(screen.getByText(/Status: Sending/)).toBeTruthy();
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toEqual({ version: 2 });
  });
});
