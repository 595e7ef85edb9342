import { specialisations } from "#shared/content/services";
import { slugify } from "#shared/lib/slug";

/** Every public page of the site, with the title and main heading a visitor sees. */
export const siteRoutes: { path: string; title: string | RegExp; heading: string | RegExp }[] = [
  { path: "/", title: /^Kodeveda \| /, heading: /industry-ready tech skills/i },
  { path: "/about", title: "About Us | Kodeveda", heading: "About Us" },
  { path: "/services", title: "Services | Kodeveda", heading: "Our Services" },
  ...specialisations.map((specialisation) => ({
    path: `/services/${slugify(specialisation.title)}`,
    title: `${specialisation.title} | Kodeveda`,
    heading: specialisation.title,
  })),
  { path: "/projects", title: "Projects | Kodeveda", heading: "Projects" },
  { path: "/blog", title: "Blog | Kodeveda", heading: "Blog" },
  {
    path: "/blog/react-server-components-explained-for-students",
    title: "React Server Components, Explained for Students | Kodeveda",
    heading: "React Server Components, Explained for Students",
  },
  { path: "/contact", title: "Contact Us | Kodeveda", heading: "Contact Us" },
  { path: "/book-slot", title: "Book a Slot | Kodeveda", heading: "Book a Training Slot" },
  { path: "/privacy", title: "Privacy Notice | Kodeveda", heading: "Privacy Notice" },
  { path: "/terms", title: "Terms of Service | Kodeveda", heading: "Terms of Service" },
];

/** The staff portal's sign-in: a page of the site in the portal's own frame (issue 38). */
export const portalRoute = { path: "/admin", title: "Admin | Kodeveda", heading: "Admin Portal" };

export const navigationLinks = ["Home", "About Us", "Services", "Projects", "Blog", "Contact Us"];
