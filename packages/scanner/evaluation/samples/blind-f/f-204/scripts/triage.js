const [org, project] = process.argv.slice(2);
const res = await fetch(`https://sentry.io/api/0/projects/${org}/${project}/issues/?query=is:unresolved&statsPeriod=24h`, {
  headers: { Authorization: `Bearer ${process.env.SENTRY_AUTH_TOKEN}` },
});
for (const i of await res.json()) console.log(`${i.shortId}\t${i.count}\t${i.title}`);
