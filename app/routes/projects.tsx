import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Tabs } from "../components/Tabs";
import { ErrorAlert } from "../components/form/Banner";
import { projectHighlights } from "#shared/content/projects";
import type { PipelineTab } from "#shared/content/types";
import type { PipelineProjectView } from "#shared/domain/projects";
import { registrationFeeText } from "#shared/domain/registrations";
import { PaymentStatusBanner } from "../features/projects/PaymentStatusBanner";
import { ProjectCard } from "../features/projects/ProjectCard";
import { RegistrationDialog, type DialogOpening } from "../features/projects/RegistrationDialog";
import { paymentBanner } from "../features/projects/messages";
import { fetchOffer, fetchStatus } from "../features/projects/registration-api";
import { pageMeta } from "../seo";
import type { Route } from "./+types/projects";

/**
 * The pipeline and the gallery as staff keep them. The loader reads nothing of the request,
 * so the page is rendered once for everyone (server/http/page-cache.ts) and forgotten when
 * staff change a project; what depends on the visitor (a payment's return, a seat offer's
 * link) is read in the browser, and the dialog asks for the live seat count.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [pipeline, completed] = await Promise.all([
    context.services.projects.pipeline(),
    context.services.projects.completed(),
  ]);
  return { pipeline, completed };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Projects",
    description:
      "Register for a mentored, real-world student project for ₹500, including project materials, mentorship and certification. See ongoing, upcoming and completed projects.",
    path: "/projects",
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { pipeline, completed } = loaderData;
  const [tab, setTab] = useState<PipelineTab>("ongoing");
  const [opening, setOpening] = useState<DialogOpening>();
  const [offerLapsed, setOfferLapsed] = useState("");
  const { search } = useLocation();

  // An emailed seat offer (/projects?offer=…): its details fill the dialog in. Read in the
  // browser, so the page is the same for everyone and can be kept for all.
  useEffect(() => {
    const token = new URLSearchParams(search).get("offer");
    if (!token) return;
    let current = true;
    void fetchOffer(token).then((offer) => {
      if (!current || !offer) return;
      if ("lapsed" in offer) {
        setOfferLapsed(offer.lapsed);
        return;
      }
      const { projectId, projectTitle, name, email, phone } = offer;
      setOpening({
        project: { id: projectId, title: projectTitle },
        form: "register",
        contact: { name, email, phone },
        offerToken: token,
      });
    });
    return () => {
      current = false;
    };
  }, [search]);

  // The link emailed to a student under 18 once their guardian consented
  // (/projects?pay=<reference>): the dialog opens at its payment step while the
  // registration waits for payment; otherwise the page says where it stands.
  useEffect(() => {
    const reference = new URLSearchParams(search).get("pay");
    if (!reference) return;
    let current = true;
    void fetchStatus(reference).then((view) => {
      if (!current || !view || view === "not_found") return;
      if (view.status !== "pending_payment") {
        setOfferLapsed(paymentBanner(view).text);
        return;
      }
      setOpening({
        project: { id: "", title: view.projectTitle },
        form: "register",
        payment: view,
      });
    });
    return () => {
      current = false;
    };
  }, [search]);

  const grid = (status: PipelineProjectView["status"]) => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {pipeline
        .filter((project) => project.status === status)
        .map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            onRegister={() => setOpening({ project, form: "register" })}
            onJoinWaitlist={() => setOpening({ project, form: "waitlist" })}
          />
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
        {offerLapsed && <ErrorAlert className="mb-6">{offerLapsed}</ErrorAlert>}
        <Tabs
          label="Project pipeline"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { key: "ongoing", label: "Ongoing", panel: grid("In Progress") },
            { key: "upcoming", label: "Upcoming", panel: grid("Planning") },
          ]}
        />
      </Section>

      <Section
        id="completed"
        title="Completed projects"
        intro="What earlier batches built, and what they say about it."
      >
        <div className="space-y-16">
          {completed.map((project) => (
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

      <RegistrationDialog
        projects={pipeline}
        opening={opening}
        onClose={() => setOpening(undefined)}
      />
    </>
  );
}
