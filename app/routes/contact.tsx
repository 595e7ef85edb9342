import { Icon } from "../components/icons";
import { PageHeader } from "../components/PageHeader";
import { site } from "#shared/content/site";
import { ContactForm } from "../features/contact/ContactForm";
import { contactChannels } from "../features/contact/channels";
import { pageMeta } from "../seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description: `Write, call or WhatsApp ${site.name}, or visit our Hyderabad office. We reply to every message within one business day.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Questions about a workshop, a project or a partnership? Write to us and we'll reply within one business day."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="sr-only">Ways to reach us</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {contactChannels.map((channel) => (
              <li
                key={channel.title}
                className="flex gap-4 rounded-2xl border border-slate-200 p-5"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={channel.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{channel.title}</h3>
                  <p className="text-sm text-slate-600">{channel.note}</p>
                  <a
                    href={channel.href}
                    {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className="mt-1 inline-block font-medium break-words text-brand-700 hover:underline"
                  >
                    {channel.label}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-lg font-semibold text-slate-900">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {site.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  <Icon name={link.icon} className="size-4" />
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
              Send us a message
            </h2>
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
