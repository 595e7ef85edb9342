// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import type { PipelineProjectView } from "#shared/domain/projects";
import { ProjectCard } from "./ProjectCard";

const [seed] = pipelineProjects;
if (!seed) throw new Error("the tests need a pipeline project");
const seedProject = seed;

function renderCard(seats: Partial<PipelineProjectView>) {
  const project = {
    ...seedProject,
    seats: 20,
    seatsLeft: 20,
    registrationOpen: true,
    nextSession: null,
    ...seats,
  };
  const onRegister = vi.fn();
  const onJoinWaitlist = vi.fn();
  render(<ProjectCard project={project} onRegister={onRegister} onJoinWaitlist={onJoinWaitlist} />);
  return { project, onRegister, onJoinWaitlist, user: userEvent.setup() };
}

afterEach(cleanup);

describe("ProjectCard", () => {
  it("shows the seats left and Register Now while there are seats", async () => {
    const { project, onRegister, user } = renderCard({ seatsLeft: 7 });
    expect(screen.getByText("7 seats left")).toBeTruthy();
    expect(screen.queryByText("Full")).toBeNull();
    await user.click(screen.getByRole("button", { name: `Register Now for ${project.title}` }));
    expect(onRegister).toHaveBeenCalledWith(project);
  });

  it("says 1 seat left", () => {
    renderCard({ seatsLeft: 1 });
    expect(screen.getByText("1 seat left")).toBeTruthy();
  });

  it("shows the next session beside the timeline, and nothing when none is set", () => {
    renderCard({ nextSession: "Next session: Sat, 5 Dec, 10:00 am" });
    expect(screen.getByText("Next session: Sat, 5 Dec, 10:00 am")).toBeTruthy();
    cleanup();
    renderCard({});
    expect(screen.queryByText(/Next session/)).toBeNull();
  });

  it("once full, says so and offers the waitlist instead", async () => {
    const { project, onJoinWaitlist, user } = renderCard({ seatsLeft: 0 });
    expect(screen.getAllByText("Full")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Register Now/ })).toBeNull();
    await user.click(
      screen.getByRole("button", { name: `Join the waitlist for ${project.title}` }),
    );
    expect(onJoinWaitlist).toHaveBeenCalledWith(project);
  });

  it("with registration closed, says so and has no button", () => {
    renderCard({ registrationOpen: false, seatsLeft: 0 });
    expect(screen.getByText("Registration closed")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
