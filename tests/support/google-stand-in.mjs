// The Google account the end-to-end tests sign in with, shared by the server-side stand-in
// (google-endpoints.mjs) and the tests that drive the browser.
export const googleStandIn = {
  code: "google-stand-in-code",
  profile: {
    sub: "108234567890123456789",
    email: "meera.nair@gmail.example",
    email_verified: true,
    name: "Meera Nair",
    picture: "https://lh3.googleusercontent.com/a/stand-in-photo",
  },
};
