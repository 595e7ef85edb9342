import { describe, expect, it } from "vitest";
import type { StaffCompletedProjectView, StaffProjectView } from "#shared/domain/projects";
import {
  completedFormOf,
  completedInputOf,
  emptyCompletedForm,
  emptyProjectForm,
  isCancellable,
  messagesOf,
  needsUpiRefundReference,
  parseList,
  projectFormOf,
  projectInputOf,
  refundsThroughRazorpay,
  validateCompleted,
  validateProject,
  wholeNumberOf,
  type ProjectFormValues,
} from "./project-form";

const complete: ProjectFormValues = {
  ...emptyProjectForm(),
  title: "Campus Placement Portal",
  status: "In Progress",
  timeline: "Jan 2026 – Apr 2026",
  description: "A portal where students apply to placement drives.",
  technologies: "React, Node.js\nPostgreSQL",
  mentor: "Asha Rao",
  objectives: "Ship the drive calendar\n\n  Add resume uploads  ",
  progress: "40",
  seats: "2",
};

const savedProject: StaffProjectView = {
  id: "campus-placement-portal",
  title: "Campus Placement Portal",
  status: "Completed",
  timeline: "8 weeks",
  description: "A portal.",
  technologies: ["React", "Node.js"],
  mentor: "Asha Rao",
  objectives: ["One", "Two"],
  progress: 100,
  seats: 20,
  registrationOpen: false,
  position: 1,
  version: 3,
  archived: false,
  updatedAt: "2026-11-24T04:00:00.000Z",
};

describe("parseList", () => {
  it("takes one item a line, trimmed, without blank lines", () => {
    expect(parseList(" One \n\nTwo\r\n  Three")).toEqual(["One", "Two", "Three"]);
  });
  it("splits on commas too when asked, and keeps commas otherwise", () => {
    expect(parseList("React, Node.js\nSQL,", { commas: true })).toEqual([
      "React",
      "Node.js",
      "SQL",
    ]);
    expect(parseList("Plan, then build")).toEqual(["Plan, then build"]);
  });
  it("is empty for an empty or blank textarea", () => {
    expect(parseList("")).toEqual([]);
    expect(parseList(" \n , ", { commas: true })).toEqual([]);
  });
});

describe("wholeNumberOf", () => {
  it("reads whole numbers and refuses anything else", () => {
    expect(wholeNumberOf(" 20 ")).toBe(20);
    expect(wholeNumberOf("-1")).toBe(-1);
    expect(wholeNumberOf("2.5")).toBeNaN();
    expect(wholeNumberOf("")).toBeNaN();
    expect(wholeNumberOf("1e3")).toBeNaN();
  });
});

describe("the project form", () => {
  it("starts with 20 seats, Planning and registration open", () => {
    expect(emptyProjectForm()).toMatchObject({
      seats: "20",
      status: "Planning",
      registrationOpen: true,
    });
  });

  it("sends the lists as arrays and the numbers as numbers", () => {
    expect(projectInputOf(complete)).toEqual({
      title: "Campus Placement Portal",
      status: "In Progress",
      timeline: "Jan 2026 – Apr 2026",
      description: "A portal where students apply to placement drives.",
      technologies: ["React", "Node.js", "PostgreSQL"],
      mentor: "Asha Rao",
      objectives: ["Ship the drive calendar", "Add resume uploads"],
      progress: 40,
      seats: 2,
      registrationOpen: true,
    });
    expect(validateProject(complete)).toEqual({});
  });

  it("names each field that is wrong, with the schema's words", () => {
    const errors = validateProject({
      ...emptyProjectForm(),
      progress: "140",
      seats: "0",
    });
    expect(errors).toMatchObject({
      title: "Title is required",
      timeline: "Timeline is required",
      technologies: "Add at least one technology",
      objectives: "Add at least one objective",
      progress: "Progress must be at most 100",
      seats: "Seats must be at least 1",
    });
    expect(validateProject({ ...complete, seats: "2.5" }).seats).toBe(
      "Seats must be a whole number",
    );
  });

  it("shows a saved project back, lists one a line", () => {
    const values = projectFormOf(savedProject);
    expect(values).toMatchObject({
      technologies: "React\nNode.js",
      objectives: "One\nTwo",
      progress: "100",
      seats: "20",
      registrationOpen: false,
      // A completed project shows a pipeline status the form can send.
      status: "Planning",
    });
    expect(projectInputOf(values).technologies).toEqual(savedProject.technologies);
  });
});

describe("the gallery form", () => {
  const story = {
    ...emptyCompletedForm({ title: "Placement Portal", techStack: ["React", "Node.js"] }),
    goal: "Help students apply.",
    outcome: "200 students placed.",
    testimonialQuote: "It changed our drives.",
    testimonialAuthor: "Ravi Kumar",
    testimonialRole: "Placement officer",
  };

  it("starts from the completed project's title and stack", () => {
    expect(emptyCompletedForm({ title: "X", techStack: ["A", "B"] })).toMatchObject({
      title: "X",
      techStack: "A\nB",
      images: [],
    });
    expect(validateCompleted(story)).toEqual({});
  });

  it("sends each picture's four fields only", () => {
    const input = completedInputOf({
      ...story,
      images: [
        {
          src: "/media/0123456789abcdef0123-960.webp",
          alt: "Demo day",
          width: 960,
          height: 540,
          srcset: "x 480w",
        },
      ],
    });
    expect(input.images).toEqual([
      { src: "/media/0123456789abcdef0123-960.webp", alt: "Demo day", width: 960, height: 540 },
    ]);
  });

  it("asks for each picture's description at its own field", () => {
    const errors = validateCompleted({
      ...story,
      images: [{ src: "/media/0123456789abcdef0123-960.webp", alt: " ", width: 960, height: 540 }],
    });
    expect(errors["images.0.alt"]).toBe("The picture's description is required");
  });

  it("shows a saved entry back", () => {
    const saved: StaffCompletedProjectView = {
      id: "placement-portal",
      title: "Placement Portal",
      goal: "g",
      techStack: ["React"],
      outcome: "o",
      testimonial: { quote: "q", author: "a", role: "r" },
      images: [],
      projectId: null,
      position: 1,
      version: 1,
      archived: false,
    };
    expect(completedFormOf(saved)).toMatchObject({
      techStack: "React",
      testimonialQuote: "q",
      testimonialAuthor: "a",
      testimonialRole: "r",
    });
  });
});

describe("messagesOf", () => {
  it("keeps the first message of each field; a list item's is its list's", () => {
    expect(
      messagesOf([
        {
          path: "seats",
          msg: "3 seats are held or taken: the project cannot have fewer seats than that.",
        },
        { path: "technologies.1", msg: "Technology is required" },
        { path: "seats", msg: "later" },
        { path: "images.2.src", msg: "Upload the picture" },
        { path: 5, msg: "ignored" },
      ]),
    ).toEqual({
      seats: "3 seats are held or taken: the project cannot have fewer seats than that.",
      technologies: "Technology is required",
      images: "Upload the picture",
    });
    expect(messagesOf(undefined)).toEqual({});
  });
});

describe("registrations staff can cancel", () => {
  it("offers Cancel on the statuses the server cancels, not while a UPI payment is verified", () => {
    expect(isCancellable({ status: "paid" })).toBe(true);
    expect(isCancellable({ status: "pending_payment" })).toBe(true);
    expect(isCancellable({ status: "needs_refund" })).toBe(true);
    expect(isCancellable({ status: "awaiting_verification" })).toBe(false);
    expect(isCancellable({ status: "cancelled" })).toBe(false);
    expect(isCancellable({ status: "refunded" })).toBe(false);
  });

  it("asks for the UPI refund's reference only when a UPI payment was received", () => {
    expect(needsUpiRefundReference({ status: "paid", payment_method: "upi" })).toBe(true);
    expect(needsUpiRefundReference({ status: "needs_refund", payment_method: "upi" })).toBe(true);
    expect(needsUpiRefundReference({ status: "paid", payment_method: "stripe" })).toBe(false);
    expect(needsUpiRefundReference({ status: "expired", payment_method: "upi" })).toBe(false);
    expect(needsUpiRefundReference({ status: "paid", payment_method: "razorpay" })).toBe(false);
  });

  it("refunds through Razorpay only a Razorpay payment that was received", () => {
    expect(refundsThroughRazorpay({ status: "paid", payment_method: "razorpay" })).toBe(true);
    expect(refundsThroughRazorpay({ status: "needs_refund", payment_method: "razorpay" })).toBe(
      true,
    );
    expect(refundsThroughRazorpay({ status: "pending_payment", payment_method: "razorpay" })).toBe(
      false,
    );
    expect(refundsThroughRazorpay({ status: "paid", payment_method: "upi" })).toBe(false);
  });
});
