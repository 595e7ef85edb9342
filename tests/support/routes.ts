/** Every public address of the site, with the title and main heading a visitor sees. */
export const siteRoutes = [
  { path: "/", title: /^Kodeveda \| /, heading: /industry-ready tech skills/i },
  { path: "/about", title: "About Us | Kodeveda", heading: "About Us" },
  { path: "/services", title: "Services | Kodeveda", heading: "Our Services" },
  {
    path: "/services/web-development",
    title: "Web Development | Kodeveda",
    heading: "Web Development",
  },
  { path: "/services/ai-ml", title: "AI/ML | Kodeveda", heading: "AI/ML" },
  { path: "/projects", title: "Projects | Kodeveda", heading: "Projects" },
  { path: "/blog", title: "Blog | Kodeveda", heading: "Blog" },
  { path: "/contact", title: "Contact Us | Kodeveda", heading: "Contact Us" },
  { path: "/book-slot", title: "Book a Slot | Kodeveda", heading: "Book a Training Slot" },
  { path: "/admin", title: "Admin | Kodeveda", heading: "Admin Portal" },
  { path: "/privacy", title: "Privacy Policy | Kodeveda", heading: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service | Kodeveda", heading: "Terms of Service" },
] as const;

export const navigationLinks = ["Home", "About Us", "Services", "Projects", "Blog", "Contact Us"];
