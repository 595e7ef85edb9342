/** What staff are told when a change to a project or the gallery cannot be made. */
export const projectEditorMessages = {
  notFound: "That project no longer exists.",
  changedMeanwhile:
    "Someone else saved this project while you were editing it. Reload the page to see their changes; what you typed is still in the form.",
  fewerSeats: (used: number) =>
    `${used} seats are held or taken: the project cannot have fewer seats than that.`,
  entryNotFound: "That person is no longer on the waitlist.",
} as const;
