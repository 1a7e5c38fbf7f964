import { readFileSync, writeFileSync } from "node:fs";
import { marked } from "marked";
const [, , src, out] = process.argv;
const html = `<html><body>${marked.parse(readFileSync(src, "utf8"))}</body></html>`;
writeFileSync(out.replace(/\.pdf$/, ".html"), html);
console.log("rendered", out);
