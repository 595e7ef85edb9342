// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { certificateFormMessages } from "#shared/schemas/certificate";
import type { CompletionStudent } from "./completion-api";
import { CompletionScreen } from "./CompletionScreen";
import type { IssueSetup } from "./IssuePanel";
import { spiedFetch } from "#tests/support/portal-render";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

const fetches = spiedFetch();

const students: CompletionStudent[] = [
  {
    registrationId: "r1",
    name: "Asha Rao",
    reference: "KV-1234",
    attended: 3,
    completed: false,
    note: null,
    markedBy: null,
    certificate: null,
  },
  {
    registrationId: "r2",
    name: "Ravi Kumar",
    reference: "KV-5678",
    attended: 5,
    completed: true,
    note: "Shipped the app",
    markedBy: "mentor@kodeveda.test",
    certificate: { id: "KV-7Q2M-9XKD", state: "valid" },
  },
];
const setup: IssueSetup = {
  designs: [{ id: "0b6f5a4e-2c1d-4e8f-9a7b-3c2d1e0f9a8b", name: "Campus 2026" }],
  designId: "",
  period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
};
const completionUrl = "/api/admin/projects/campus-portal/completion";

/** The list as the server stores it: what the page's loader reads again after each tick. */
let stored: CompletionStudent[] = [];
beforeEach(() => {
  stored = structuredClone(students);
});

/** The server's answer to a tick: stored as the service would, then acknowledged. */
function storeTick(init: RequestInit | undefined): Response {
  const body = JSON.parse(init?.body as string) as {
    registrationId: string;
    completed: boolean;
    note: string;
  };
  stored = stored.map((student) =>
    student.registrationId === body.registrationId
      ? {
          ...student,
          completed: body.completed,
          note: body.completed ? body.note || null : null,
          markedBy: body.completed ? "mentor@kodeveda.test" : null,
        }
      : student,
  );
  return jsonResponse(200, { ok: true });
}

function renderScreen({
  issue = setup,
  sessionsHeld = 5,
}: { issue?: IssueSetup | null; sessionsHeld?: number } = {}) {
  const loader = () => ({ students: stored });
  function Page() {
    const data = useLoaderData<typeof loader>();
    return (
      <CompletionScreen
        projectId="campus-portal"
        sessionsHeld={sessionsHeld}
        students={data.students}
        issue={issue}
      />
    );
  }
  const Stub = createRoutesStub([
    { path: "/", loader, HydrateFallback: () => null, Component: Page },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

/** A fetch answer the test gives when it chooses, to look at the page before it. */
function deferred() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const bodyOf = (call: number) =>
  JSON.parse(fetches.spy.mock.calls[call]?.[1]?.body as string) as unknown;

describe("CompletionScreen", () => {
  it("shows each student's attendance, mark and certificate", async () => {
    renderScreen();
    expect(await screen.findByText("3 of 5 sessions")).toBeTruthy();
    expect(screen.getByText("5 of 5 sessions")).toBeTruthy();
    expect(screen.getByText("1 of 2 completed")).toBeTruthy();
    expect(screen.getByText("mentor@kodeveda.test")).toBeTruthy();
    expect(screen.getByText("None yet")).toBeTruthy();
    expect(screen.getByText("Valid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "KV-7Q2M-9XKD" }).getAttribute("href")).toBe(
      "/admin/certificates/KV-7Q2M-9XKD",
    );
  });

  it("says when the project has no sessions on the site", async () => {
    renderScreen({ sessionsHeld: 0 });
    expect(await screen.findAllByText("No sessions on the site")).toHaveLength(2);
  });

  it("ticks at once, then sends the tick with the note typed", async () => {
    const answer = deferred();
    fetches.spy.mockReturnValueOnce(answer.promise);
    renderScreen();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "Note for Asha Rao" }),
      "Demo on 30 Jan",
    );
    const tick = screen.getByRole("checkbox", { name: "Completed the requirements (Asha Rao)" });
    await user.click(tick);
    // Shown before the server answers.
    expect(tick).toHaveProperty("checked", true);
    expect(screen.getByText("Saving…")).toBeTruthy();
    expect(fetches.spy.mock.calls[0]?.[0]).toBe(completionUrl);
    expect(fetches.spy.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(bodyOf(0)).toEqual({ registrationId: "r1", completed: true, note: "Demo on 30 Jan" });
    answer.answer(storeTick(fetches.spy.mock.calls[0]?.[1]));
    // Who marked her, once the list is read again; the tick stays throughout.
    await waitFor(() => expect(screen.getAllByText("mentor@kodeveda.test")).toHaveLength(2));
    expect(screen.queryByText("Saving…")).toBeNull();
    expect(tick).toHaveProperty("checked", true);
  });

  it("puts the tick back and says why when the server refuses it", async () => {
    const refusal = "That student is not a paid student of this project (any more).";
    const answer = deferred();
    fetches.spy.mockReturnValueOnce(answer.promise);
    renderScreen();
    const user = userEvent.setup();
    const tick = await screen.findByRole("checkbox", {
      name: "Completed the requirements (Asha Rao)",
    });
    await user.click(tick);
    expect(tick).toHaveProperty("checked", true);
    answer.answer(jsonResponse(400, { error: refusal }));
    await waitFor(() => expect(tick).toHaveProperty("checked", false));
    expect(tick.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(tick)).toBe(refusal);
    expect(screen.getByText(`Asha Rao: ${refusal}`).closest("[role=status]")).toBeTruthy();
  });

  it("ends where the mentor left it when answers come after a second click", async () => {
    const [first, second] = [deferred(), deferred()];
    fetches.spy.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    renderScreen();
    const user = userEvent.setup();
    const tick = await screen.findByRole("checkbox", {
      name: "Completed the requirements (Asha Rao)",
    });
    await user.click(tick);
    await user.click(tick);
    expect(tick).toHaveProperty("checked", false);
    first.answer(storeTick(fetches.spy.mock.calls[0]?.[1]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tick).toHaveProperty("checked", false);
    second.answer(storeTick(fetches.spy.mock.calls[1]?.[1]));
    await waitFor(() => expect(screen.queryByText("Saving…")).toBeNull());
    expect(tick).toHaveProperty("checked", false);
    expect(stored[0]?.completed).toBe(false);
  });

  it("unticks by keyboard", async () => {
    fetches.spy.mockImplementationOnce((_url, init) => Promise.resolve(storeTick(init)));
    renderScreen();
    const user = userEvent.setup();
    const tick = await screen.findByRole("checkbox", {
      name: "Completed the requirements (Ravi Kumar)",
    });
    tick.focus();
    await user.keyboard(" ");
    expect(tick).toHaveProperty("checked", false);
    expect(bodyOf(0)).toEqual({ registrationId: "r2", completed: false, note: "Shipped the app" });
  });

  it("saves a ticked student's note on its own", async () => {
    fetches.spy.mockImplementationOnce((_url, init) => Promise.resolve(storeTick(init)));
    renderScreen();
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Save note for Ravi Kumar" })).toBeTruthy();
    // Asha is not ticked: her note is saved with her tick.
    expect(screen.queryByRole("button", { name: "Save note for Asha Rao" })).toBeNull();
    const note = screen.getByRole("textbox", { name: "Note for Ravi Kumar" });
    await user.clear(note);
    await user.type(note, "Shipped the app and its tests{Enter}");
    await screen.findByText("Note saved for Ravi Kumar.");
    expect(bodyOf(0)).toEqual({
      registrationId: "r2",
      completed: true,
      note: "Shipped the app and its tests",
    });
  });

  it("counts the ticked students without a certificate on the issue button", async () => {
    fetches.spy.mockImplementationOnce((_url, init) => Promise.resolve(storeTick(init)));
    renderScreen();
    const user = userEvent.setup();
    const issue = await screen.findByRole("button", { name: "Issue certificates to 0 students" });
    expect(issue).toHaveProperty("disabled", true);
    expect(screen.getByText("Every ticked student has a certificate.")).toBeTruthy();
    await user.click(
      screen.getByRole("checkbox", { name: "Completed the requirements (Asha Rao)" }),
    );
    expect(screen.getByRole("button", { name: "Issue certificates to 1 student" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("issues with the design and period, waiting for the answer, then says what it did", async () => {
    const answer = deferred();
    fetches.spy.mockImplementationOnce((_url, init) => Promise.resolve(storeTick(init)));
    fetches.spy.mockReturnValueOnce(answer.promise);
    renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("checkbox", { name: "Completed the requirements (Asha Rao)" }),
    );
    const design = screen.getByRole("combobox", { name: "Design" });
    expect(screen.getByRole("link", { name: /Preview this design/ }).getAttribute("href")).toBe(
      "/api/admin/certificate-designs/built-in/preview.pdf",
    );
    await user.selectOptions(design, "Campus 2026");
    const preview = screen.getByRole("link", { name: /Preview this design/ });
    expect(preview.getAttribute("href")).toBe(
      `/api/admin/certificate-designs/${setup.designs[0]?.id}/preview.pdf`,
    );
    expect(preview.getAttribute("target")).toBe("_blank");
    const period = screen.getByRole("textbox", { name: "Dates or hours" });
    expect((period as HTMLInputElement).value).toBe(setup.period);
    const issue = screen.getByRole("button", { name: "Issue certificates to 1 student" });
    await user.click(issue);
    expect(issue).toHaveProperty("disabled", true);
    expect(fetches.spy.mock.calls[1]?.[0]).toBe("/api/admin/projects/campus-portal/certificates");
    expect(bodyOf(1)).toEqual({ designId: setup.designs[0]?.id, period: setup.period });
    answer.answer(jsonResponse(200, { issued: 12, alreadyHad: 3 }));
    await screen.findByText("Issued 12 certificates; 3 students already had one.");
  });

  it("asks for the period at its field before issuing", async () => {
    fetches.spy.mockImplementationOnce((_url, init) => Promise.resolve(storeTick(init)));
    renderScreen({ issue: { ...setup, period: "" } });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("checkbox", { name: "Completed the requirements (Asha Rao)" }),
    );
    await user.click(screen.getByRole("button", { name: "Issue certificates to 1 student" }));
    const period = screen.getByRole("textbox", { name: "Dates or hours" });
    expect(period.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(period)).toContain(certificateFormMessages.periodRequired);
    expect(fetches.spy.mock.calls.map(([url]) => url)).toEqual([completionUrl]);
  });

  it("offers a mentor no issuing, and certificates by their state only", async () => {
    renderScreen({ issue: null });
    expect(await screen.findByText("KV-7Q2M-9XKD")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "KV-7Q2M-9XKD" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Issue certificates" })).toBeNull();
  });
});
