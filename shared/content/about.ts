/** The About page's words: how the company began, what it is for, where it is going. */
export const story = [
  "Kodeveda began in 2021 as a weekend coding club in a rented classroom in Madhapur. Our founder, Arjun Reddy, had spent years interviewing engineering graduates for product teams in Hyderabad and kept meeting the same student: bright, hard-working, holding a good degree, and yet unable to build and ship a small working application on their own.",
  "The gap was never talent. It was practice. Most students had watched hours of tutorials but had never worked on a real codebase with a mentor reviewing their pull requests, never presented their work to a panel, and never been told plainly what a recruiter looks for in a resume or a LinkedIn profile.",
  "So we started running hands-on workshops where nobody leaves without working code, hackathons that colleges could host without months of planning, and mentored projects that students can talk about with confidence in an interview. More than 1200 students and five partner colleges later, that is still all we do.",
];

export const mission =
  "To make every student we work with industry-ready: able to build real software with modern tools, explain what they built, and present themselves honestly and well to employers.";

export const vision =
  "A campus in every Indian town where practical, mentor-led tech learning is as normal as the semester exam, so that a student's opportunities depend on what they can build, not on which city they studied in.";

export const values = [
  {
    title: "Build, don't just watch",
    text: "Every session ends with something the participant made themselves.",
  },
  {
    title: "Small batches",
    text: "No more than 20 students per mentor in our courses, so every question gets an answer.",
  },
  {
    title: "Honest advice",
    text: "We tell students what recruiters actually look for, even when it is not what they hoped to hear.",
  },
] as const;
