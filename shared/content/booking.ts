/** The informational panels beside the booking form on /book-slot. */
export const bookingPanels = {
  formats: {
    title: "What we can run for you",
    items: [
      "One- to five-day workshops on web development, AI/ML, generative AI, cloud, cybersecurity or data science",
      "12- to 36-hour hackathons, with problem statements, mentors and judges",
      "Career guidance, LinkedIn and resume sessions before placement season",
      "6-week specialisation courses for a batch of up to 20 students",
    ],
  },
  nextSteps: {
    title: "What happens after you book",
    items: [
      "We call or email you within 24 hours to understand your students and dates.",
      "You receive a session plan and a quote within two working days.",
      "Once you confirm, a trainer is assigned and we share the pre-work with your students.",
    ],
  },
  goodToKnow: {
    title: "Good to know",
    items: [
      "Sessions run on your campus anywhere in India, or online.",
      "We bring the material; you provide a hall or a lab with a projector and Wi-Fi.",
      "Every participant who completes a session receives a certificate.",
    ],
  },
} as const;
