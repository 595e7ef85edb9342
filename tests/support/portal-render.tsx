import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/**
 * A portal component on a page of its own router, as the portal renders it: its hooks
 * (revalidating, navigating) have a router to talk to.
 */
export function renderOnPage(element: ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

/** fetch, spied on afresh for each test of the file; the page is cleaned up after each. */
export function spiedFetch(): { readonly spy: MockInstance<typeof fetch> } {
  const current: { spy?: MockInstance<typeof fetch> } = {};
  beforeEach(() => {
    current.spy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return {
    get spy() {
      if (!current.spy) throw new Error("fetch is spied on only inside a test");
      return current.spy;
    },
  };
}
