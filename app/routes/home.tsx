import { Link } from "react-router";
import { site } from "../content/site";

export const meta = () => [
  { title: `${site.name} | Workshops, Hackathons and Career Training for Students` },
  { name: "description", content: site.description },
];

export default function Home() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {site.tagline}
      </h1>
      <p className="mt-6 text-lg leading-8 text-slate-600">{site.description}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to="/projects"
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Explore projects
        </Link>
        <Link
          to="/book-slot"
          className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Book a slot
        </Link>
      </div>
    </section>
  );
}
