const fs = require("fs"), path = require("path");
const dir = process.argv[2] || "locales";
const meta = JSON.parse(fs.readFileSync(path.join(dir, "meta.json"), "utf8"));
const pluralRule = eval(meta.plural);
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "meta.json")) {
  console.log(f, Object.keys(JSON.parse(fs.readFileSync(path.join(dir, f)))).length);
}
