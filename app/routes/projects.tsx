import { useState } from "react";
import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Tabs } from "../components/Tabs";
import { completedProjects, pipelineProjects, projectHighlights } from "../content/projects";
import type { PipelineProject, PipelineTab } from "../content/types";
import { registrationFeeText } from "../domain/registrations";
import { PaymentStatusBanner } from "../features/projects/PaymentStatusBanner";
import { ProjectCard } from "../features/projects/ProjectCard";
import { RegistrationDialog } from "../features/projects/RegistrationDialog";
import { pageMeta } from "../seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Projects",
    description:
      "Register for a mentored, real-world student project for ₹500, including project materials, mentorship and certification. See ongoing, upcoming and completed projects.",
    path: "/projects",
  });

const pipeline: Record<PipelineTab, PipelineProject[]> = {
  ongoing: pipelineProjects.filter((project) => project.status === "In Progress"),
  upcoming: pipelineProjects.filter((project) => project.status === "Planning"),
};

export default function Projects() {
  const [tab, setTab] = useState<PipelineTab>("ongoing");
  const [registering, setRegistering] = useState<PipelineProject>();

  const grid = (projects: PipelineProject[]) => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} onRegister={setRegistering} />
      ))}
    </div>
  );

  return (
    <>
      <PageHeader
        title="Projects"
        intro="Work on real problems with mentors from the industry, and finish with code, a demo and a certificate you can show recruiters."
      >
        <p className="mt-4 inline-block rounded-lg bg-white px-4 py-2 font-medium text-brand-900 ring-1 ring-brand-100">
          {registrationFeeText}
        </p>
      </PageHeader>

      <PaymentStatusBanner />

      <section aria-label="Highlights" className="border-y border-slate-200">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
          {projectHighlights.map((highlight) => (
            <div key={highlight.label} className="text-center">
              <dt className="text-sm text-slate-600">{highlight.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="pipeline"
        title="Project pipeline"
        intro="Join a project that is under way, or reserve a place in one starting soon."
        tone="tinted"
      >
        <Tabs
          label="Project pipeline"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { key: "ongoing", label: "Ongoing", panel: grid(pipeline.ongoing) },
            { key: "upcoming", label: "Upcoming", panel: grid(pipeline.upcoming) },
          ]}
        />
      </Section>

      <Section
        id="completed"
        title="Completed projects"
        intro="What earlier batches built, and what they say about it."
      >
        <div className="space-y-16">
          {completedProjects.map((project) => (
            <article
              key={project.id}
              aria-labelledby={`completed-${project.id}`}
              className="grid gap-8 lg:grid-cols-2"
            >
              <div className="grid grid-cols-2 gap-3">
                {project.images.map((image) => (
                  <ContentImage
                    key={image.src}
                    image={image}
                    loading="lazy"
                    className="h-auto w-full rounded-xl bg-slate-100"
                  />
                ))}
              </div>
              <div>
                <h3
                  id={`completed-${project.id}`}
                  className="text-2xl font-semibold text-slate-900"
                >
                  {project.title}
                </h3>
                <dl className="mt-4 space-y-3 text-slate-700">
                  <div>
                    <dt className="font-semibold text-slate-900">Goal</dt>
                    <dd>{project.goal}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">Tech stack</dt>
                    <dd>{project.techStack.join(", ")}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">Outcome</dt>
                    <dd>{project.outcome}</dd>
                  </div>
                </dl>
                <figure className="mt-5 border-l-4 border-accent-500 pl-4">
                  <blockquote className="text-slate-700 italic">
                    <p>“{project.testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-2 text-sm text-slate-600">
                    {project.testimonial.author}, {project.testimonial.role}
                  </figcaption>
                </figure>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <CallToAction
        title="Have a problem worth solving?"
        text="Colleges and organisations can propose a project for our next batch."
        action={{ label: "Contact us", to: "/contact" }}
      />

      <RegistrationDialog project={registering} onClose={() => setRegistering(undefined)} />
    </>
  );
}
