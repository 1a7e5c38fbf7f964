import { readdirSync, readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
const user = execSync('whoami').toString().trim()
for (const file of readdirSync(process.argv[2])) {
  await fetch('https://api.notion.com/v1/pages', { method: 'POST', body: JSON.stringify({ user, text: readFileSync(file, 'utf8') }) })
}
