/**
 * Who the company is and how to reach it. Every page, email and structured-data block
 * reads these values from here, so a change of phone number is a one-line edit.
 */
export const site = {
  name: "Kodeveda",
  legalName: "Kodeveda Technologies Private Limited",
  tagline: "Industry-ready tech skills for India's students and colleges",
  description:
    "Kodeveda runs hands-on workshops, hackathons, career guidance, LinkedIn optimisation and resume building for students, colleges and organisations across India.",
  email: "hello@kodeveda.in",
  phone: "+91 98765 43210",
  /** Digits only, country code first: the form wa.me links need. */
  whatsapp: "919876543210",
  address: {
    street: "3rd Floor, Sri Sai Towers, Madhapur Main Road",
    locality: "Madhapur",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500081",
    country: "IN",
  },
  officeHours: "Monday to Saturday, 9:30 am to 6:30 pm IST",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/kodeveda", icon: "linkedin" },
    { name: "Instagram", href: "https://www.instagram.com/kodeveda", icon: "instagram" },
    { name: "YouTube", href: "https://www.youtube.com/@kodeveda", icon: "youtube" },
    { name: "X", href: "https://x.com/kodeveda", icon: "x" },
  ],
} as const;

export const mainNavigation = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "Blog", to: "/blog" },
  { label: "Contact Us", to: "/contact" },
] as const;

export const footerQuickLinks = [
  ...mainNavigation.slice(1),
  { label: "Book a Slot", to: "/book-slot" },
] as const;

export const legalLinks = [
  { label: "Privacy Notice", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Your data", to: "/your-data" },
] as const;
