import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { mission, story, values, vision } from "#shared/content/about";
import { partners } from "#shared/content/partners";
import { site } from "#shared/content/site";
import { team } from "#shared/content/team";
import { pageMeta } from "../seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description: `Who we are: a Hyderabad team that has trained 1200+ students with 5+ partner colleges through workshops, hackathons, mentored projects and career guidance.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <PageHeader
        title="About Us"
        intro={`${site.name} closes the gap between what colleges teach and what the industry hires for, one hands-on session at a time.`}
      />

      <Section id="story" title="Our story">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-2">
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <ul className="space-y-4">
            {values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-brand-50 p-5">
                <h3 className="font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-1 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <section aria-label="Mission and vision" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-slate-900">Our mission</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{mission}</p>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-slate-900">Our vision</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{vision}</p>
          </div>
        </div>
      </section>

      <Section
        id="team"
        title="Meet the team"
        intro="Engineers and coaches who have hired, mentored and shipped software for years."
      >
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="flex flex-col">
              <ContentImage
                image={member.image}
                loading="lazy"
                className="aspect-square w-full rounded-2xl bg-slate-100 object-cover"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="font-medium text-brand-700">{member.title}</p>
              <p className="mt-2 text-sm font-medium text-slate-700">{member.role}</p>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p>
              <a
                href={member.linkedinUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
              >
                {member.name} on LinkedIn
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="partners"
        title="Our partner colleges"
        intro="Colleges that host our workshops, hackathons and projects on their campuses every semester."
        tone="tinted"
      >
        <ul className="grid items-center gap-6 sm:grid-cols-3">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col items-center rounded-2xl bg-white p-6 ring-1 ring-slate-200"
            >
              <ContentImage image={partner.logo} loading="lazy" className="h-20 w-auto" />
              <p className="mt-3 text-sm text-slate-600">{partner.city}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Bring us to your campus"
        text="Workshops, hackathons and career sessions planned around your students and your calendar."
        action={{ label: "Book a slot", to: "/book-slot" }}
        secondary={{ label: "Contact us", to: "/contact" }}
      />
    </>
  );
}
