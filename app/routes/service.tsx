import { Link } from "react-router";
import { buttonClass } from "../components/button";
import { CallToAction } from "../components/CallToAction";
import { Icon } from "../components/icons";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { specialisations } from "#shared/content/services";
import { site } from "#shared/content/site";
import { slugify } from "#shared/lib/slug";
import { pageMeta, siteOriginOf } from "../seo";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const specialisation = specialisations.find((s) => slugify(s.title) === params.slug);
  if (!specialisation) throw new Response("Not Found", { status: 404 });
  return { specialisation };
}

const breadcrumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { specialisation } = loaderData;
  const path = `/services/${slugify(specialisation.title)}`;
  const origin = siteOriginOf(matches);
  return pageMeta(matches, {
    title: specialisation.title,
    description: `${specialisation.tagline} A ${specialisation.durationWeeks}-week course in batches of at most ${specialisation.maxBatchSize} students.`,
    path,
    breadcrumbs,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Course",
        name: `${specialisation.title} (${specialisation.durationWeeks}-week course)`,
        description: specialisation.summary,
        url: `${origin}${path}`,
        provider: { "@id": `${origin}/#organization`, "@type": "Organization", name: site.name },
        timeRequired: `P${specialisation.durationWeeks}W`,
        coursePrerequisites: specialisation.prerequisites,
        teaches: specialisation.outcomes,
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: "Blended",
          courseSchedule: {
            "@type": "Schedule",
            duration: `P${specialisation.durationWeeks}W`,
            repeatFrequency: "Weekly",
          },
          maximumAttendeeCapacity: specialisation.maxBatchSize,
        },
      },
    ],
  });
};

export default function Service({ loaderData }: Route.ComponentProps) {
  const { specialisation } = loaderData;
  const facts = [
    { icon: "calendar", label: "Duration", value: `${specialisation.durationWeeks} weeks` },
    {
      icon: "users",
      label: "Batch size",
      value: `At most ${specialisation.maxBatchSize} students`,
    },
    { icon: "clock", label: "Schedule", value: specialisation.schedule },
  ] as const;
  return (
    <>
      <PageHeader
        title={specialisation.title}
        intro={specialisation.tagline}
        breadcrumbs={breadcrumbs}
      >
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <Icon name={fact.icon} className="size-5 shrink-0 text-brand-700" />
                {fact.label}
              </dt>
              <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link to="/book-slot" className={buttonClass("primary", "mt-8")}>
          Enroll Now
        </Link>
      </PageHeader>

      <Section id="overview" title="About the course">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-4 text-lg leading-8 text-slate-700 lg:col-span-2">
            <p>{specialisation.summary}</p>
            <p>
              <strong className="text-slate-900">Who it is for: </strong>
              {specialisation.audience}
            </p>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6">
            <h3 className="font-semibold text-slate-900">Before you join</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {specialisation.prerequisites.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="curriculum"
        title={`${specialisation.durationWeeks}-week curriculum`}
        intro="Every week ends with something you build and hand in for review."
        tone="tinted"
      >
        <ol className="grid gap-6 md:grid-cols-2">
          {specialisation.curriculum.map((week) => (
            <li
              key={week.week}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-sm font-semibold text-brand-700">Week {week.week}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{week.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {week.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                <strong>You build: </strong>
                {week.deliverable}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="technologies" title="Technologies you will use">
        <ul className="flex flex-wrap gap-3">
          {specialisation.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-full bg-brand-50 px-4 py-2 font-medium text-brand-900"
            >
              {technology}
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-xl font-semibold text-slate-900">By the end you will</h3>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {specialisation.outcomes.map((outcome) => (
            <li key={outcome} className="flex gap-2 text-slate-700">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-green-700" />
              {outcome}
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title={`Join the next ${specialisation.title} batch`}
        text={`Batches are capped at ${specialisation.maxBatchSize} students. Book a slot and we'll confirm dates within 24 hours.`}
        action={{ label: "Enroll Now", to: "/book-slot" }}
        secondary={{ label: "Ask a question", to: "/contact" }}
      />
    </>
  );
}
