import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms that apply to using the Kodeveda website, registering for projects and paying fees.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Terms of Service</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        The terms that apply when you use this website, register for a project or book a session
        with us.
      </p>
    </section>
  );
}
