import { NewsletterForm } from "../../features/newsletter/NewsletterForm";
import { Link } from "react-router";
import { footerQuickLinks, legalLinks, site } from "#shared/content/site";
import { Icon } from "../icons";

export function SiteFooter() {
  const { address } = site;
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-6">{site.tagline}.</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social links">
            {site.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 hover:text-white"
                >
                  <Icon name={link.icon} />
                  <span className="sr-only">
                    {site.name} on {link.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            Quick links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contact
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </p>
            <p>
              <a
                href={`tel:${site.phone.replace(/\s/g, "")}`}
                className="hover:text-white hover:underline"
              >
                {site.phone}
              </a>
            </p>
            <p>
              <a
                href={`https://wa.me/${site.whatsapp}`}
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-white hover:underline"
              >
                WhatsApp us
              </a>
            </p>
            <p>
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-lg font-bold text-white">
            Newsletter
          </h2>
          <p className="mt-3 text-sm">Workshop dates, hackathons and career tips, once a month.</p>
          <div className="mt-4">
            <NewsletterForm source="footer" tone="dark" />
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          <p>
            © {new Date().getFullYear()} {site.legalName}
          </p>
          <ul className="flex gap-4">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
