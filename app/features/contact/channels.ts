import type { UiIconName } from "../../components/icons";
import { site } from "#shared/content/site";

const { address } = site;
const postalAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

/** The contact cards: email, call, WhatsApp and the office. */
export const contactChannels: {
  title: string;
  note: string;
  label: string;
  href: string;
  icon: UiIconName;
  external?: boolean;
}[] = [
  {
    title: "Email",
    note: "We reply within one business day.",
    label: site.email,
    href: `mailto:${site.email}`,
    icon: "mail",
  },
  {
    title: "Call",
    note: site.officeHours,
    label: site.phone,
    href: `tel:${site.phone.replace(/\s/g, "")}`,
    icon: "phone",
  },
  {
    title: "WhatsApp",
    note: "Message us any time; we answer during office hours.",
    label: "Chat on WhatsApp",
    href: `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(`Hello ${site.name}, I have a question about `)}`,
    icon: "whatsapp",
    external: true,
  },
  {
    title: "Office",
    note: postalAddress,
    label: "Open in Google Maps",
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.legalName}, ${postalAddress}`)}`,
    icon: "map-pin",
    external: true,
  },
];
