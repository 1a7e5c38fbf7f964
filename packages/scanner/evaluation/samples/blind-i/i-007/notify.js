const url = process.env.SLACK_WEBHOOK_URL;
if (!url) { console.error("SLACK_WEBHOOK_URL is not set"); process.exit(1); }
await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: process.argv[2] }) });
