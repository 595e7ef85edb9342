// Preloaded (node --import) into the end-to-end test server: Google's token endpoint cannot
// be reached from here, so the requests better-auth's real Google provider makes to it are
// answered by this stand-in, as Google answers them: an access token and an ID token for the
// stand-in profile, in exchange for the code the test's stand-in consent page handed out.
import { googleStandIn } from "./google-stand-in.mjs";

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken() {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "https://accounts.google.com",
    aud: process.env.GOOGLE_CLIENT_ID,
    iat: now,
    exp: now + 3600,
    ...googleStandIn.profile,
  };
  return `${base64url({ alg: "RS256", kid: "stand-in", typ: "JWT" })}.${base64url(claims)}.c3RhbmQtaW4`;
}

const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith("https://oauth2.googleapis.com/token")) return realFetch(input, init);
  const body = new URLSearchParams(
    init?.body instanceof URLSearchParams ? init.body : String(init?.body ?? ""),
  );
  if (body.get("code") !== googleStandIn.code || !body.get("code_verifier")) {
    return Response.json(
      { error: "invalid_grant", error_description: "Bad Request" },
      { status: 400 },
    );
  }
  return Response.json({
    access_token: "ya29.stand-in-access-token",
    expires_in: 3599,
    token_type: "Bearer",
    scope:
      "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
    id_token: idToken(),
  });
};
