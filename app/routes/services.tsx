import { Link } from "react-router";
import { CallToAction } from "../components/CallToAction";
import { Icon } from "../components/icons";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { offerings, specialisations } from "#shared/content/services";
import { slugify } from "#shared/lib/slug";
import { pageMeta } from "../seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Services",
    description:
      "Workshops, hackathons, career guidance, LinkedIn optimisation and resume building, plus 6-week courses in web development, AI/ML, generative AI, cloud, cybersecurity and data science.",
    path: "/services",
  });

export default function Services() {
  return (
    <>
      <PageHeader
        title="Our Services"
        intro="Five core offerings for students, colleges and organisations, and six specialisations taught by working engineers in batches of at most 20."
      />

      <Section id="core-offerings" title="Core offerings">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offerings.map((offering) => (
            <li
              key={offering.id}
              id={offering.id}
              className="scroll-mt-24 rounded-2xl border border-slate-200 p-6"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={offering.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{offering.title}</h3>
              <p className="mt-2 text-slate-600">{offering.summary}</p>
              <ul className="mt-4 space-y-2">
                {offering.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2 text-sm text-slate-700">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="specialisations"
        title="Specialisations"
        intro="Six-week, project-based courses. Pick a technology to see its week-by-week curriculum."
        tone="tinted"
      >
        <ul className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {specialisations.map((specialisation) => (
            <li key={specialisation.title} className="text-center">
              <Link
                to={`/services/${slugify(specialisation.title)}`}
                className="group flex flex-col items-center gap-3"
              >
                <span className="inline-flex size-24 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200 transition group-hover:bg-brand-700 group-hover:text-white motion-reduce:transition-none">
                  <Icon name={specialisation.icon} className="size-10" />
                </span>
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                  {specialisation.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Not sure where to start?"
        text="Tell us about your students or your goals and we'll suggest the right programme."
        action={{ label: "Contact us", to: "/contact" }}
      />
    </>
  );
}
