// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { blogMessages } from "#shared/domain/blog";
import { PostEditor } from "./PostEditor";
import { autosaveDelayMs } from "./useAutosave";
import { savedPost as draft } from "#tests/support/blog-drafts";
import type { PostDetail } from "#shared/schemas/blog-post";
import { descriptionOf, jsonResponse } from "#tests/support/screen";

// The real body editor (TipTap) runs here, not a stand-in: its ARIA state is what a screen
// reader meets. Typing into it needs a real browser; the e2e spec covers that.

let fetchSpy: MockInstance<typeof fetch>;

function renderEditor(post: PostDetail | null) {
  const Stub = createRoutesStub([
    {
      path: "/admin/posts/:id",
      Component: () => <PostEditor post={post} defaultAuthor="Asha" />,
    },
  ]);
  return render(<Stub initialEntries={[post ? `/admin/posts/${post.id}` : "/admin/posts/new"]} />);
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("PostEditor", () => {
  it("fills the slug from the title until it is typed by hand", async () => {
    const user = userEvent.setup();
    renderEditor(null);
    const slug = screen.getByRole("textbox", { name: "Slug (the post’s address)" });
    await user.type(screen.getByRole("textbox", { name: "Title" }), "AI/ML Week 1");
    expect(slug).toHaveProperty("value", "ai-ml-week-1");
    await user.clear(slug);
    await user.type(slug, "week-one");
    await user.type(screen.getByRole("textbox", { name: "Title" }), "!");
    expect(slug).toHaveProperty("value", "week-one");
  });

  it("checks the form before sending, and shows the problems at the fields", async () => {
    const user = userEvent.setup();
    renderEditor(null);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/need your attention/);
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Choose a category", { selector: "p" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Title" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("shows a server's field errors at the fields, and a 409 in an alert, keeping the text", async () => {
    const user = userEvent.setup();
    renderEditor({ ...draft, status: "published" });
    const excerpt = screen.getByRole("textbox", { name: "Excerpt" });
    await user.clear(excerpt);
    await user.type(excerpt, "Mine");

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: "Some fields need your attention.",
        errors: [{ path: "excerpt", msg: "Excerpt says no" }],
      }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Excerpt says no")).toBeTruthy();

    fetchSpy.mockResolvedValueOnce(jsonResponse(409, { error: blogMessages.editConflict }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(blogMessages.editConflict),
    );
    expect(excerpt).toHaveProperty("value", "Mine");
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/admin/posts/16");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toMatchObject({ version: 3, excerpt: "Mine" });
  });

  it("saves a valid draft by itself 3 s after the last change", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderEditor(draft);
    fetchSpy.mockResolvedValue(
      jsonResponse(200, { post: { ...draft, excerpt: "Who won, and why.", version: 4 } }),
    );
    const excerpt = screen.getByRole("textbox", { name: "Excerpt" });
    await user.clear(excerpt);
    await user.type(excerpt, "Who won, and why.");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs - 500));
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
  });

  it("does not autosave a published post", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderEditor({ ...draft, status: "published" });
    await user.type(screen.getByRole("textbox", { name: "Excerpt" }), "!");
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 2));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("schedules with the IST time sent as UTC", async () => {
    const user = userEvent.setup();
    renderEditor(draft);
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        post: { ...draft, status: "scheduled", publishAt: "2099-12-01T04:00:00.000Z", version: 4 },
      }),
    );
    const when = screen.getByLabelText("Publish on (India time, IST)");
    await user.type(when, "2099-12-01T09:30");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/posts/16/schedule");
    expect(JSON.parse(init?.body as string)).toEqual({
      version: 3,
      publishAt: "2099-12-01T04:00:00.000Z",
    });
  });

  it("marks the body invalid while its error is shown, and no longer once it clears", async () => {
    const user = userEvent.setup();
    renderEditor({ ...draft, status: "published" });
    const body = await screen.findByRole("textbox", { name: "Post body" });
    expect(body.getAttribute("aria-invalid")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Excerpt" }), "!");

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: "Some fields need your attention.",
        errors: [{ path: "bodyHtml", msg: "Write the post" }],
      }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Write the post");
    expect(body.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(body)).toBe("Write the post");

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, { post: { ...draft, status: "published", version: 4 } }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("Write the post")).toBeNull());
    expect(body.getAttribute("aria-invalid")).toBeNull();
    expect(body.getAttribute("aria-describedby")).toBeNull();
  });

  it("describes a field with an error by the error and its hint together", async () => {
    const user = userEvent.setup();
    renderEditor(null);
    const excerpt = screen.getByRole("textbox", { name: "Excerpt" });
    const hint = "One or two sentences shown on the blog list and in search results.";
    expect(descriptionOf(excerpt)).toBe(hint);

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(excerpt.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(excerpt)).toBe(`Excerpt is required ${hint}`);

    await user.type(excerpt, "Who won.");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(excerpt.getAttribute("aria-invalid")).toBeNull();
    expect(descriptionOf(excerpt)).toBe(hint);
  });
});
