const fs = require("fs");
if (!fs.existsSync("build/Release/addon.node")) { console.error("addon build failed"); process.exit(1); }
console.log("addon built");
