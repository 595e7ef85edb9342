import { Link } from "react-router";
import { CallToAction } from "../components/CallToAction";
import { ContentImage } from "../components/ContentImage";
import { Counter } from "../components/Counter";
import { Icon } from "../components/icons";
import { Section } from "../components/Section";
import { stats } from "../constants";
import { site } from "#shared/content/site";
import { howItWorks, whatWeDo } from "#shared/content/home";
import { founderQuote } from "#shared/content/founder";
import { HeroCarousel } from "../features/home/HeroCarousel";
import { TestimonialCarousel } from "../features/home/TestimonialCarousel";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${site.name} | Workshops, Hackathons and Career Training for Students`,
    fullTitle: true,
    description: site.description,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <HeroCarousel />

      <Section
        id="what-we-do"
        title="What We Do"
        intro="Four ways we help students and colleges get ready for the tech industry."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whatWeDo.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
        <Link
          to="/services"
          className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          See all services <Icon name="arrow-right" className="size-4" />
        </Link>
      </Section>

      <section aria-label="Our reach" className="bg-brand-700 text-white">
        <dl className="mx-auto grid max-w-4xl gap-8 px-4 py-14 text-center sm:grid-cols-2">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt className="text-lg text-blue-100">{stat.label}</dt>
              <dd className="order-first text-5xl font-bold tracking-tight">
                <Counter value={stat.value} suffix={stat.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="how-it-works" title="How It Works" tone="tinted">
        <ol className="grid gap-6 md:grid-cols-3">
          {howItWorks.map((step, i) => (
            <li
              key={step.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-500 font-bold text-slate-900">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-label="A word from our founder">
        <figure className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <Icon name="quote" className="mx-auto size-10 text-accent-500" />
          <blockquote className="mt-6 text-2xl leading-10 font-medium text-slate-900">
            <p>“{founderQuote.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            <ContentImage
              image={founderQuote.image}
              loading="lazy"
              className="size-14 rounded-full"
            />
            <span className="text-left">
              <span className="block font-semibold text-slate-900">{founderQuote.name}</span>
              <span className="block text-slate-600">
                {founderQuote.title}, {site.name}
              </span>
            </span>
          </figcaption>
        </figure>
      </section>

      <TestimonialCarousel />

      <CallToAction
        title="Ready to build something real?"
        text="Register for a mentored project, or bring a workshop or hackathon to your campus."
        action={{ label: "Explore projects", to: "/projects" }}
        secondary={{ label: "Book a slot for your college", to: "/book-slot" }}
      />
    </>
  );
}
