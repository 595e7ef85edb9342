import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Who we are: a Hyderabad team that has trained 1200+ students with 5+ partner colleges through workshops, hackathons and career guidance.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">About Us</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        We started Kodeveda to close the gap between what colleges teach and what the industry hires
        for, one hands-on workshop at a time.
      </p>
    </section>
  );
}
