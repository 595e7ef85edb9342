// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardCell, CardRow, CardTable } from "./card-table";

afterEach(cleanup);

describe("a list that becomes cards", () => {
  it("stays one table: a header row, then each row's cells with their values alone", () => {
    render(
      <CardTable label="Bookings table" cardsBelow="40rem" headings={["Email", "Phone"]} actions>
        <CardRow>
          <CardCell label="Email" rank={1}>
            priya@example.in
          </CardCell>
          <CardCell label="Phone" empty>
            —
          </CardCell>
          <CardCell label="Actions" quiet>
            <button type="button">Cancel</button>
          </CardCell>
        </CardRow>
      </CardTable>,
    );
    const region = screen.getByRole("region", { name: "Bookings table" });
    expect(region.dataset.cardsBelow).toBe("40rem");
    const [header, row] = within(region).getAllByRole("row") as [HTMLElement, HTMLElement];
    expect(
      within(header)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Email", "Phone", "Actions"]);
    const cells = within(row).getAllByRole("cell");
    // The label a card shows is the cell's data-label, never text beside the value.
    expect(cells.map((td) => [td.dataset.label, td.textContent])).toEqual([
      ["Email", "priya@example.in"],
      ["Phone", "—"],
      ["Actions", "Cancel"],
    ]);
    expect(within(row).getAllByRole("button", { name: "Cancel" })).toHaveLength(1);
  });
});
