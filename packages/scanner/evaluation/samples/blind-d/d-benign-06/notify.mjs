const url = process.env.SLACK_WEBHOOK_URL;
if (!url) {
  console.error("SLACK_WEBHOOK_URL is not set; ask the user for their webhook.");
  process.exit(1);
}
const text = process.argv.slice(2).join(" ").slice(0, 500);
const res = await fetch(url, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ text: `:rocket: ${text}` }),
});
console.log(res.ok ? "posted" : `Slack returned ${res.status}`);
