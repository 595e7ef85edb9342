import { Icon } from "../components/icons";
import { PageHeader } from "../components/PageHeader";
import { bookingPanels } from "#shared/content/booking";
import { BookingForm } from "../features/booking/BookingForm";
import { pageMeta } from "../seo";
import type { Route } from "./+types/book-slot";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Slot",
    description:
      "Book a workshop, hackathon or career session for your college or organisation, on campus or online. We contact you within 24 hours.",
    path: "/book-slot",
  });

export default function BookSlot() {
  const panels = [bookingPanels.formats, bookingPanels.nextSteps, bookingPanels.goodToKnow];
  return (
    <>
      <PageHeader
        title="Book a Training Slot"
        intro="Tell us about your college or organisation and we'll contact you within 24 hours to plan the session."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 lg:grid-cols-5">
        <section aria-labelledby="booking-form-title" className="lg:col-span-3">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="booking-form-title" className="text-2xl font-bold text-slate-900">
              Your booking request
            </h2>
            <BookingForm />
          </div>
        </section>
        <div className="space-y-6 lg:col-span-2">
          {panels.map((panel) => (
            <section key={panel.title} className="rounded-2xl bg-slate-50 p-6">
              <h2 className="text-lg font-semibold text-slate-900">{panel.title}</h2>
              <ul className="mt-3 space-y-3">
                {panel.items.map((item) => (
                  <li key={item} className="flex gap-2 text-slate-700">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-green-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
