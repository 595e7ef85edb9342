import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Web Development",
    description:
      "A 6-week web development course: HTML, CSS, JavaScript, React and Node.js, in small batches of at most 20 students.",
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Web Development</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Six weeks from your first HTML page to a deployed full-stack application, in a batch of at
        most 20 students.
      </p>
    </section>
  );
}
