import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "AI/ML",
    description:
      "A 6-week AI and machine learning course: Python, data handling, classical models and neural networks, in small batches.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">AI/ML</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Six weeks from Python and data handling to training, evaluating and deploying your own
        models.
      </p>
    </section>
  );
}
