import type { Image } from "./types";

/**
 * The founder's word on the home page, apart from the team's biographies (/about) so the home
 * page does not load them; the team list takes the portrait from here.
 */
export const founderQuote = {
  quote:
    "I have interviewed hundreds of freshers who were far more capable than their resumes suggested. Kodeveda exists so that students leave college with real projects they can show and explain, not just marks on a transcript.",
  name: "Arjun Reddy",
  title: "Founder & CEO",
  image: {
    src: "/images/team/arjun.svg",
    alt: "Portrait illustration of Arjun Reddy",
    width: 320,
    height: 320,
  } satisfies Image,
};
