import { readFileSync } from "node:fs"

const url = process.env.DISCORD_WEBHOOK_URL
if (!url) throw new Error("DISCORD_WEBHOOK_URL is not set")
const notes = readFileSync(process.argv[2], "utf8").split("\n## ")[1] ?? ""
const response = await fetch(url, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ content: `## ${notes}`.slice(0, 1900) })
})
console.log(response.status)
