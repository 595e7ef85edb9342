import { founderQuote } from "./founder";
import type { TeamMember } from "./types";

export const team: TeamMember[] = [
  {
    name: "Arjun Reddy",
    title: "Founder & CEO",
    image: founderQuote.image,
    bio: "Arjun spent nine years as a software engineer and engineering manager at product companies in Hyderabad's HITEC City, where he interviewed and onboarded many fresh graduates. He started Kodeveda to close the gap he kept seeing between what students learn on campus and what engineering teams need on day one.",
    role: "Works with partner colleges on programme design and mentors capstone and pipeline projects.",
    linkedinUrl: "https://www.linkedin.com/in/arjun-reddy-kodeveda",
  },
  {
    name: "Sneha Iyer",
    title: "Head of Training",
    image: {
      src: "/images/team/sneha.svg",
      alt: "Portrait illustration of Sneha Iyer",
      width: 320,
      height: 320,
    },
    bio: "Sneha was a frontend engineer at a Hyderabad fintech company for five years before moving into full-time technical training. She designs Kodeveda's curricula and reviews each batch's weekly deliverables to keep the standard consistent.",
    role: "Leads the Web Development and Cloud Computing tracks and trains the mentor team.",
    linkedinUrl: "https://www.linkedin.com/in/sneha-iyer-kodeveda",
  },
  {
    name: "Rahul Verma",
    title: "Lead Mentor, AI/ML & Data Science",
    image: {
      src: "/images/team/rahul.svg",
      alt: "Portrait illustration of Rahul Verma",
      width: 320,
      height: 320,
    },
    bio: "Rahul worked for six years as a data scientist at an analytics company in Hyderabad, building demand-forecasting and recommendation models for retail clients. He holds an M.Tech in Computer Science and likes turning messy real-world data into teaching material.",
    role: "Leads the AI/ML, Generative AI and Data Science tracks and mentors machine learning projects.",
    linkedinUrl: "https://www.linkedin.com/in/rahul-verma-kodeveda",
  },
  {
    name: "Fatima Shaikh",
    title: "Career Coach",
    image: {
      src: "/images/team/fatima.svg",
      alt: "Portrait illustration of Fatima Shaikh",
      width: 320,
      height: 320,
    },
    bio: "Fatima spent eight years in campus recruitment and talent acquisition for IT services and product companies in Hyderabad and Bengaluru. She has screened thousands of fresher resumes and knows what makes a recruiter stop and read one.",
    role: "Runs career guidance sessions, mock interviews, and resume and LinkedIn profile reviews.",
    linkedinUrl: "https://www.linkedin.com/in/fatima-shaikh-kodeveda",
  },
];
