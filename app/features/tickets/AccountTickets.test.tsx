// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AccountTickets, type AccountTicketRow } from "./AccountTickets";

const ticket: AccountTicketRow = {
  reference: "KV7Q2M9X",
  projectTitle: "Smart attendance with face recognition",
  path: "/tickets/abcdefghijklmnopqrstuvwxyz012345",
  nextSession: "Sat 9 Jan 2027, 10:00 am – 1:00 pm IST",
};

const renderTickets = (tickets: AccountTicketRow[]) =>
  render(
    <MemoryRouter>
      <AccountTickets tickets={tickets} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("the tickets on /account", () => {
  it("lists each ticket's project, reference and next session with a link to open it", () => {
    renderTickets([ticket, { ...ticket, reference: "KV3H8D1C", nextSession: null }]);
    expect(screen.getByRole("heading", { level: 2, name: "Your tickets" })).toBeTruthy();
    expect(screen.getAllByText("Smart attendance with face recognition")).toHaveLength(2);
    expect(screen.getByText("KV7Q2M9X")).toBeTruthy();
    expect(screen.getByText("Sat 9 Jan 2027, 10:00 am – 1:00 pm IST")).toBeTruthy();
    expect(screen.getByText("None scheduled")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: /^Open ticket/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([ticket.path, ticket.path]);
  });

  it("shows nothing when the visitor has no ticket", () => {
    const { container } = renderTickets([]);
    expect(container.textContent).toBe("");
  });
});
