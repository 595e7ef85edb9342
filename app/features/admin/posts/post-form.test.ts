import { describe, expect, it } from "vitest";
import {
  emptyForm,
  formatIst,
  formOf,
  inputOf,
  isDirty,
  isEmptyBody,
  isSafeLink,
  istClock,
  istToUtcIso,
  messagesOf,
  shownSlug,
  utcIsoToIstInput,
  validate,
  withSlug,
  withTitle,
  type PostFormValues,
} from "./post-form";
import { savedPost as saved } from "#tests/support/blog-drafts";

const complete: PostFormValues = {
  ...emptyForm("Asha Rao"),
  title: "Hackathon Results: March 2026!",
  excerpt: "Who won and what they built.",
  category: "Hackathon Management",
  coverSrc: "/media/0123456789abcdef0123-960.webp",
  coverAlt: "Students at the hackathon",
  coverWidth: 960,
  coverHeight: 540,
  bodyHtml: "<p>Hello</p>",
};

describe("slug", () => {
  it("follows the title until typed by hand", () => {
    let form = withTitle(emptyForm(), "AI/ML for Freshers");
    expect(shownSlug(form)).toBe("ai-ml-for-freshers");
    form = withTitle(form, "AI/ML for Freshers 2027");
    expect(shownSlug(form)).toBe("ai-ml-for-freshers-2027");
    form = withSlug(form, "ai-freshers");
    form = withTitle(form, "Something else");
    expect(shownSlug(form)).toBe("ai-freshers");
  });

  it("stays empty while being retyped, and is then made by the server from the title", () => {
    const form = withSlug(withTitle(emptyForm(), "Resume Tips"), "");
    expect(shownSlug(form)).toBe("");
    expect(shownSlug(withTitle(form, "Resume Tips 2"))).toBe("");
    expect(inputOf(form).slug).toBe("");
  });

  it("of a saved post stays when its title changes", () => {
    const form = withTitle(formOf(saved), "A new title");
    expect(shownSlug(form)).toBe("hackathon-results");
  });

  it("is sent as shown", () => {
    expect(inputOf(complete).slug).toBe("hackathon-results-march-2026");
  });
});

describe("validate", () => {
  it("passes a complete post", () => {
    expect(validate(complete)).toEqual({});
  });

  it("names each missing field with the schema's words", () => {
    const problems = validate(emptyForm());
    expect(problems.title).toBe("Title is required");
    expect(problems.excerpt).toBe("Excerpt is required");
    expect(problems.category).toBe("Choose a category");
    expect(problems.coverSrc).toBe("Add a cover image");
    expect(problems.bodyHtml).toBe("Write the post");
  });

  it("treats an empty editor as no body", () => {
    expect(isEmptyBody("<p></p>")).toBe(true);
    expect(isEmptyBody("<p>x</p>")).toBe(false);
    expect(validate({ ...complete, bodyHtml: "<p></p>" }).bodyHtml).toBe("Write the post");
  });

  it("refuses a slug the rule does not allow", () => {
    expect(validate(withSlug(complete, "Not A Slug")).slug).toMatch(/lowercase/);
  });
});

describe("messagesOf", () => {
  it("reads the API's errors array and fields object", () => {
    expect(
      messagesOf([
        { path: "title", msg: "Title is required" },
        { path: "title", msg: "second" },
        { path: "coverWidth", msg: "bad width" },
      ]),
    ).toEqual({ title: "Title is required", coverSrc: "bad width" });
    expect(messagesOf({ excerpt: "Too long" })).toEqual({ excerpt: "Too long" });
    expect(messagesOf(undefined)).toEqual({});
  });
});

describe("isDirty", () => {
  it("is false for what was saved, true after any change", () => {
    const form = formOf(saved);
    expect(isDirty(form, { ...form })).toBe(false);
    expect(isDirty(form, { ...form, excerpt: "y" })).toBe(true);
    expect(isDirty(form, withSlug(form, "other"))).toBe(true);
    expect(isDirty(form, { ...form, bodyHtml: "<p>Body!</p>" })).toBe(true);
  });

  it("ignores an empty editor against an empty body, and a slug that only follows the title", () => {
    const fresh = emptyForm();
    expect(isDirty(fresh, { ...fresh, bodyHtml: "<p></p>" })).toBe(false);
    expect(isDirty(fresh, withTitle(fresh, "x"))).toBe(true);
  });
});

describe("India time", () => {
  it("reads a datetime-local value as IST and sends UTC", () => {
    expect(istToUtcIso("2026-12-01T09:30")).toBe("2026-12-01T04:00:00.000Z");
    // Just after midnight in India is the evening before in UTC.
    expect(istToUtcIso("2027-01-01T00:15")).toBe("2026-12-31T18:45:00.000Z");
  });

  it("refuses what is not a time", () => {
    expect(istToUtcIso("")).toBeUndefined();
    expect(istToUtcIso("2026-02-30T10:00")).toBeUndefined();
    expect(istToUtcIso("2026-12-01T25:00")).toBeUndefined();
  });

  it("shows a UTC time back in the input and in words", () => {
    expect(utcIsoToIstInput("2026-12-01T04:00:00.000Z")).toBe("2026-12-01T09:30");
    expect(formatIst("2026-12-01T04:00:00.000Z")).toMatch(/1 Dec 2026.*9:30.*IST$/i);
    expect(istClock(new Date("2026-12-01T08:35:00Z"))).toBe("14:05");
  });
});

describe("links", () => {
  it.each([
    ["https://kodeveda.in", true],
    ["http://example.com", true],
    ["mailto:hello@kodeveda.in", true],
    ["/courses/react", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["example.com", false],
  ])("%s → %s", (url, ok) => {
    expect(isSafeLink(url)).toBe(ok);
  });
});
