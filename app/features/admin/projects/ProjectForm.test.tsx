// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { StaffProjectView } from "#shared/domain/projects";
import { CancelRegistration } from "./CancelRegistration";
import { ProjectForm } from "./ProjectForm";
import { RegistrationsPanel } from "./RegistrationsPanel";
import { jsonResponse } from "#tests/support/screen";

let fetchSpy: MockInstance<typeof fetch>;

const project: StaffProjectView = {
  id: "campus-portal",
  title: "Campus Portal",
  status: "In Progress",
  timeline: "8 weeks",
  description: "A portal.",
  technologies: ["React"],
  mentor: "Asha Rao",
  objectives: ["Ship it"],
  progress: 40,
  seats: 5,
  registrationOpen: true,
  position: 1,
  version: 2,
  archived: false,
  updatedAt: "2026-11-24T04:00:00.000Z",
};

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ProjectForm", () => {
  it("refuses an invalid form without a call, the message at the field", async () => {
    renderAt(<ProjectForm project={null} />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole("spinbutton", { name: "Seats" }));
    await user.type(screen.getByRole("spinbutton", { name: "Seats" }), "0");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    expect(fetchSpy).not.toHaveBeenCalled();
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Seats must be at least 1")).toBeTruthy();
  });

  it("saves with the version shown; a conflict keeps what was typed", async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(409, { error: "Someone else saved this project while you were editing it." }),
    );
    renderAt(<ProjectForm project={project} />);
    const user = userEvent.setup();
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Campus Portal 2");
    await user.click(screen.getByRole("button", { name: "Save project" }));
    await screen.findByText("Someone else saved this project while you were editing it.");
    expect((title as HTMLInputElement).value).toBe("Campus Portal 2");
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/projects/campus-portal");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toMatchObject({
      title: "Campus Portal 2",
      technologies: ["React"],
      seats: 5,
      version: 2,
    });
  });

  it("shows the server's field error at its field", async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, { errors: [{ path: "seats", msg: "3 seats are held or taken." }] }),
    );
    renderAt(<ProjectForm project={project} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save project" }));
    await screen.findByText("3 seats are held or taken.");
    expect(screen.getByRole("spinbutton", { name: "Seats" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});

describe("CancelRegistration", () => {
  it("asks for the UPI refund reference of a paid UPI registration before sending", async () => {
    const onDone = vi.fn();
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        reference: "KV12345678",
        status: "refunded",
        paymentMethod: "upi",
        projectTitle: "Campus Portal",
      }),
    );
    renderAt(
      <CancelRegistration
        row={{ reference: "KV12345678", status: "paid", payment_method: "upi" }}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel registration KV12345678" }));
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Asked by the student");
    const [submit] = screen
      .getAllByRole("button", { name: "Cancel registration" })
      .filter((button) => button.getAttribute("type") === "submit");
    if (!submit) throw new Error("no submit button");
    await user.click(submit);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the reference of the UPI refund you sent")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "UPI refund reference" }), "UTR998877");
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/registrations/KV12345678/cancel");
    expect(JSON.parse(init?.body as string)).toEqual({
      reason: "Asked by the student",
      upiRefundReference: "UTR998877",
    });
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ good: true });
  });

  it("has no refund reference field for a card registration", async () => {
    renderAt(
      <CancelRegistration
        row={{ reference: "KV12345678", status: "paid", payment_method: "stripe" }}
        onDone={() => undefined}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: /Cancel registration/ }));
    expect(screen.getByRole("textbox", { name: "Reason" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "UPI refund reference" })).toBeNull();
  });

  it("refunds a Razorpay registration through Razorpay without asking for a reference", async () => {
    const onDone = vi.fn();
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        reference: "KV12345678",
        status: "refund_pending",
        paymentMethod: "razorpay",
        projectTitle: "Campus Portal",
        checkoutVerified: false,
      }),
    );
    renderAt(
      <CancelRegistration
        row={{ reference: "KV12345678", status: "paid", payment_method: "razorpay" }}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel registration KV12345678" }));
    expect(
      screen.getByText(
        "The seat goes back (to the waitlist first) and the student is emailed. The payment goes back to the student through Razorpay.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "UPI refund reference" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Asked by the student");
    const [submit] = screen
      .getAllByRole("button", { name: "Cancel registration" })
      .filter((button) => button.getAttribute("type") === "submit");
    if (!submit) throw new Error("no submit button");
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ reason: "Asked by the student" });
    expect(onDone.mock.calls[0]?.[0]).toEqual({
      text: "Registration KV12345678 cancelled. The refund was sent to Razorpay; the student has been emailed.",
      good: true,
    });
  });
});

describe("a project's registrations", () => {
  it("names each payment method as staff know it", () => {
    const row = (id: string, payment_method: string) => ({
      id,
      reference: `KV0000000${id}`,
      name: `Student ${id}`,
      email: `student${id}@college.example`,
      payment_method,
      status: "paid",
    });
    renderAt(
      <RegistrationsPanel
        projectId="campus-portal"
        rows={[row("1", "stripe"), row("2", "upi"), row("3", "razorpay")]}
        total={3}
        page={1}
        pages={1}
      />,
    );
    for (const method of ["Card (Stripe)", "UPI", "Razorpay"]) {
      expect(screen.getByRole("cell", { name: method })).toBeTruthy();
    }
    expect(screen.queryByRole("cell", { name: "Card" })).toBeNull();
  });
});
