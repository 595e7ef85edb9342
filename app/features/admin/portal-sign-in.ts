/** The portal's sign-in: /admin shows it to whoever is not signed in as staff. */
export const portalSignIn = "/admin";
