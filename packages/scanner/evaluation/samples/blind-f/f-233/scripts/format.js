const fs = require('fs');
const f = process.argv[2];
const t = fs.readFileSync(f, 'utf8');
fs.writeFileSync(f, t.replace(/[ \t]+\|/g, ' |'));
