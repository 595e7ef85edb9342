import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Book a Slot",
    description:
      "Book a training slot for your college or organisation: workshops, hackathons and career sessions, on your campus or online.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Book a Training Slot</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Tell us about your college or organisation and we'll contact you within 24 hours to plan the
        session.
      </p>
    </section>
  );
}
