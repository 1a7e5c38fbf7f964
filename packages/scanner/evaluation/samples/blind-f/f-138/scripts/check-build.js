const fs = require('fs');
if (!fs.existsSync('build/Release/fast_hash.node')) { console.error('build failed'); process.exit(1); }
