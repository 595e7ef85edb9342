import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  {
    quote:
      "I joined the Web Development batch knowing only basic HTML. By week 6 I had deployed a full-stack library app with login, and being able to walk interviewers through it helped me get a summer internship at a Bengaluru startup.",
    name: "Priya Sharma",
    role: "B.Tech CSE, 3rd Year",
    institution: "Kaveri Institute of Technology",
    image: {
      src: "/images/testimonials/priya.svg",
      alt: "Portrait illustration of Priya Sharma",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "Our team built a campus parking tracker in the 24-hour hackathon Kodeveda ran at our college. The mentors kept asking who would actually use it, and that question has changed how I approach every project since.",
    name: "Karthik Nair",
    role: "MCA, 2nd Year",
    institution: "Deccan Valley College of Engineering",
    image: {
      src: "/images/testimonials/karthik.svg",
      alt: "Portrait illustration of Karthik Nair",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "The Generative AI course was the first time I built something with an LLM that held up on real questions. My RAG chatbot on our university's academic regulations is now the main project on my resume, and it came up in every interview during placements.",
    name: "Ananya Gupta",
    role: "B.Tech AI & DS, 4th Year",
    institution: "Pennar Valley Institute of Technology",
    image: {
      src: "/images/testimonials/ananya.svg",
      alt: "Portrait illustration of Ananya Gupta",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "As an ECE student, I was not sure how to show my software skills. Fatima helped me rewrite my resume and LinkedIn profile around two projects I had actually built, and within a month I had my first interview call for a data analyst internship.",
    name: "Mohammed Imran",
    role: "B.Tech ECE, 3rd Year",
    institution: "Manjira Institute of Engineering and Technology",
    image: {
      src: "/images/testimonials/imran.svg",
      alt: "Portrait illustration of Mohammed Imran",
      width: 96,
      height: 96,
    },
  },
];
