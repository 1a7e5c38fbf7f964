const fs = require("fs")
const pdfjs = require("pdfjs-dist/legacy/build/pdf.js")
;(async () => {
  const doc = await pdfjs.getDocument(new Uint8Array(fs.readFileSync(process.argv[2]))).promise
  for (let i = 1; i <= doc.numPages; i++) {
    const t = await (await doc.getPage(i)).getTextContent()
    console.log(t.items.map((x) => x.str).join(" "))
  }
})()
