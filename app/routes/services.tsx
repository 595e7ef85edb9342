import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Workshops, hackathons, career guidance, LinkedIn optimisation and resume building, plus specialisations from web development to data science.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Our Services</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Five core offerings and six specialisations, taught by working engineers in small batches.
      </p>
    </section>
  );
}
