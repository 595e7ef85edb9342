/**
 * The shapes of the company's content. The data lives beside this file, one module per
 * kind; pages and components only read it. Image paths are under /public.
 */

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded picture's other widths (server/media/responsive.ts): WebP, then AVIF. */
  srcset?: string;
  avifSrcset?: string;
}

export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: Image;
}

export interface Offering {
  /** Stable key, also the anchor on /services. */
  id: string;
  title: string;
  summary: string;
  /** What a participant gets, as short phrases. */
  highlights: string[];
  /** Name of the icon in app/components/icons.tsx. */
  icon: IconName;
}

export type IconName =
  | "workshop"
  | "hackathon"
  | "career"
  | "linkedin"
  | "resume"
  | "code"
  | "brain"
  | "sparkles"
  | "cloud"
  | "shield"
  | "chart";

export interface CurriculumWeek {
  week: number;
  title: string;
  topics: string[];
  /** What the student builds or hands in that week. */
  deliverable: string;
}

export interface Specialisation {
  /** As shown on the technology circle; the page address is slugify(title). */
  title: string;
  icon: IconName;
  tagline: string;
  summary: string;
  /** Who the course is for. */
  audience: string;
  prerequisites: string[];
  durationWeeks: 6;
  maxBatchSize: 20;
  /** e.g. "Weekends, 10 am to 1 pm IST, online or on campus" */
  schedule: string;
  curriculum: CurriculumWeek[];
  technologies: string[];
  outcomes: string[];
}

export type PipelineStatus = "In Progress" | "Planning";
export type PipelineTab = "ongoing" | "upcoming";

export interface PipelineProject {
  id: string;
  title: string;
  status: PipelineStatus;
  /** e.g. "Oct 2026 – Jan 2027" */
  timeline: string;
  description: string;
  technologies: string[];
  /** Percentage complete, 0 to 100. */
  progress: number;
  mentor: string;
  objectives: string[];
}

export interface CompletedProject {
  id: string;
  title: string;
  goal: string;
  techStack: string[];
  outcome: string;
  testimonial: { quote: string; author: string; role: string };
  images: Image[];
}

export interface ProjectHighlight {
  value: string;
  label: string;
}

export const articleCategories = [
  "Web Technologies",
  "AI & Machine Learning",
  "LinkedIn Optimization",
  "Hackathon Management",
  "Resume Building",
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  /** Numeric id as in the specification's data; the page address uses the slug. */
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. "2026-10-14" */
  date: string;
  category: ArticleCategory;
  image: Image;
  /** e.g. "6 min read" */
  readTime: string;
  /** Paragraphs of plain text; a paragraph starting with "## " is a subheading. */
  body: string[];
}

export interface TeamMember {
  name: string;
  title: string;
  image: Image;
  bio: string;
  /** What they do for students, e.g. "Leads the web development track". */
  role: string;
  linkedinUrl: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  /** e.g. "B.Tech CSE, 3rd Year" */
  role: string;
  institution: string;
  image: Image;
}

export interface Partner {
  name: string;
  city: string;
  logo: Image;
}

export interface Step {
  title: string;
  text: string;
}
