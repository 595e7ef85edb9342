import type { Partner } from "./types";

export const partners: Partner[] = [
  {
    name: "Kaveri Institute of Technology",
    city: "Mysuru",
    logo: {
      src: "/images/partners/kaveri-institute-of-technology.svg",
      alt: "Kaveri Institute of Technology logo",
      width: 240,
      height: 96,
    },
  },
  {
    name: "Deccan Valley College of Engineering",
    city: "Hyderabad",
    logo: {
      src: "/images/partners/deccan-valley-college-of-engineering.svg",
      alt: "Deccan Valley College of Engineering logo",
      width: 240,
      height: 96,
    },
  },
  {
    name: "Narmada School of Computing",
    city: "Indore",
    logo: {
      src: "/images/partners/narmada-school-of-computing.svg",
      alt: "Narmada School of Computing logo",
      width: 240,
      height: 96,
    },
  },
];
