/**
 * The name of a field people never see and bots fill in. A submission with it filled is
 * answered as if it succeeded and then dropped, so a bot learns nothing. (Kept apart from
 * the schemas so the footer's form does not carry the validation library.)
 */
export const honeypotField = "website";
