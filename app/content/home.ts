import type { HeroSlide } from "./types";

export const heroSlides: HeroSlide[] = [
  {
    id: "workshops",
    eyebrow: "Hands-on workshops",
    title: "Learn by building, not by watching slides",
    text: "Campus and online workshops in web development, AI/ML, cloud and more, where every participant leaves with working code.",
    cta: { label: "Explore our services", to: "/services" },
    image: {
      src: "/images/hero/workshops.svg",
      alt: "Illustration of students working on laptops while a mentor explains code on a projector screen",
      width: 640,
      height: 480,
    },
  },
  {
    id: "hackathons",
    eyebrow: "Hackathons for colleges",
    title: "Host a hackathon your students will remember",
    text: "We handle problem statements, mentors, judging and logistics, so your team can focus on the participants. Formats run from 12-hour sprints to 36-hour events.",
    cta: { label: "Book a hackathon slot", to: "/book-slot" },
    image: {
      src: "/images/hero/hackathons.svg",
      alt: "Illustration of student teams at tables during a hackathon, with a countdown timer on a large screen",
      width: 640,
      height: 480,
    },
  },
  {
    id: "careers",
    eyebrow: "Projects and careers",
    title: "Build real projects that get you noticed",
    text: "Join a mentored project for ₹500, including project materials, mentorship and a certificate. Pair it with resume and LinkedIn reviews before placement season.",
    cta: { label: "See current projects", to: "/projects" },
    image: {
      src: "/images/hero/careers.svg",
      alt: "Illustration of a student presenting a project dashboard, with a resume and a LinkedIn profile beside it",
      width: 640,
      height: 480,
    },
  },
];
