// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListFilterForm } from "./ListFilterForm";

function renderFilter(props: ComponentProps<typeof ListFilterForm>) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ListFilterForm {...props} /> }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("search");
}

const panel = () => document.querySelector("details");
const summary = () => document.querySelector("summary")?.textContent;

afterEach(cleanup);

describe("the filter panel", () => {
  it("is folded when nothing is filtered, its controls named as before", async () => {
    await renderFilter({ kind: "registrations", q: "", status: "", exportQuery: "" });
    expect(panel()?.open).toBe(false);
    expect(summary()).toContain("Search and filter");
    expect(summary()).not.toContain(":");
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /^Status/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
  });

  it("is open and says what is filtered, in the list's words", async () => {
    await renderFilter({ kind: "registrations", q: "priya", status: "paid", exportQuery: "" });
    expect(panel()?.open).toBe(true);
    expect(summary()).toContain("Search: “priya”, Status: Paid");
  });

  it("names the page's own filters too", async () => {
    await renderFilter({
      q: "",
      status: "",
      statuses: { open: "Open" },
      filtered: ["Kind: Erasure"],
    });
    expect(panel()?.open).toBe(true);
    expect(summary()).toContain("Kind: Erasure");
  });

  it("is open while the filter has a problem", async () => {
    await renderFilter({
      q: "",
      status: "",
      statuses: { open: "Open" },
      filterError: { path: "q", msg: "Search for at most 100 characters." },
    });
    expect(panel()?.open).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("Search for at most 100 characters.");
  });
});
