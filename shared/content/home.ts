import type { HeroSlide, IconName, Step } from "./types";

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

export const howItWorks: Step[] = [
  {
    title: "Choose your programme",
    text: "Pick a workshop, a 6-week specialisation or a mentored project to suit your year, interests and goals. If you are unsure, our team will help you choose during a short counselling call.",
  },
  {
    title: "Learn by building with mentors",
    text: "Work in batches of up to 20 students, with weekly deliverables reviewed by mentors from industry. Every concept is tied to something you build and push to GitHub.",
  },
  {
    title: "Get certified and placement-ready",
    text: "Finish with a certificate, a portfolio of real projects, and a resume and LinkedIn profile reviewed by our career coach. You go into placement season with work you can show and explain.",
  },
];

export const whatWeDo: Array<{ title: string; text: string; icon: IconName }> = [
  {
    title: "Workshops",
    text: "Hands-on sessions on campus or online, where every participant builds something that works by the end of the day.",
    icon: "workshop",
  },
  {
    title: "Hackathons",
    text: "End-to-end planning and running of hackathons for colleges and organisations, from problem statements to judging.",
    icon: "hackathon",
  },
  {
    title: "LinkedIn Optimization",
    text: "Profile reviews and rewrites that help recruiters see the skills and projects students actually have.",
    icon: "linkedin",
  },
  {
    title: "Resume Building",
    text: "One-page, ATS-friendly resumes built from each student's real projects and reviewed line by line by a mentor.",
    icon: "resume",
  },
];
