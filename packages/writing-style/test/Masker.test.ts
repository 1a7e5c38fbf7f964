import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as Masker from "../src/Masker.ts"
import { pemKey, syntheticKeys } from "./support.ts"

const corpus = join(import.meta.dirname, "corpus")
const prose = readdirSync(corpus)
  .filter((file) => file.endsWith(".txt"))
  .map((file) => readFileSync(join(corpus, file), "utf8"))
  .join("\n\n")

describe("Masker", () => {
  describe("keys: no false negatives on the provider formats", () => {
    for (const [provider, key] of syntheticKeys())
      it(provider, () => {
        for (const wrap of [
          (k: string) => `Use ${k} to call it.`,
          (k: string) => `OPENAI_API_KEY="${k}"`,
          (k: string) => `Authorization: Bearer ${k}\n`,
          (k: string) => `(${k}),`
        ]) {
          const masked = Masker.mask(wrap(key))
          assert.notInclude(masked.text, key, `${provider} in ${wrap("KEY")}`)
          assert.include(masked.text, "[KEY-1]", `${provider} in ${wrap("KEY")}: ${masked.text}`)
          assert.strictEqual(masked.map["[KEY-1]"], key)
        }
      })
    for (const label of [
      "RSA PRIVATE KEY",
      "PRIVATE KEY",
      "EC PRIVATE KEY",
      "OPENSSH PRIVATE KEY",
      "ENCRYPTED PRIVATE KEY",
      "PGP PRIVATE KEY BLOCK"
    ])
      it(`PEM ${label}`, () => {
        const key = pemKey(label)
        const masked = Masker.mask(`The key:\n${key}\nKeep it safe.`)
        assert.strictEqual(masked.text, "The key:\n[KEY-1]\nKeep it safe.")
        assert.strictEqual(masked.map["[KEY-1]"], key)
      })
    it("leaves a certificate (public) alone", () => {
      const text = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"
      assert.strictEqual(Masker.mask(text).text, text)
    })
  })

  describe("signed links", () => {
    const signed = [
      "https://bucket.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261124&X-Amz-Signature=4f1c0e",
      "https://storage.googleapis.com/b/o.png?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=9a8b7c",
      "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&se=2026-12-01&sp=r&sig=abc%2Bdef",
      "https://d111.cloudfront.net/v.mp4?Expires=1700000000&Signature=abc~def&Key-Pair-Id=K2JCJMDEHXQW5F",
      "https://app.example.com/reset?token=4d3c2b1a0f9e8d7c",
      "https://api.example.com/v1/data?access_token=abc123def456",
      "https://maps.googleapis.com/maps/api/js?key=AIzaSyA1234567890abcdefghijklmnopqrstu",
      "https://user:hunter2@db.example.com/admin",
      "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
    ]
    for (const link of signed)
      it(link.slice(0, 48), () => {
        const masked = Masker.mask(`Download it from ${link}.`)
        assert.strictEqual(masked.text, "Download it from [LINK-1].")
        assert.strictEqual(masked.map["[LINK-1]"], link)
      })
    it("leaves plain links alone", () => {
      const text = "See https://example.com/docs?page=2&lang=en and https://en.wikipedia.org/wiki/Gettysburg_Address."
      assert.strictEqual(Masker.mask(text).text, text)
    })
  })

  describe("addresses, phones, cards and accounts", () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["Write to ana.lima+news@mail.example.co.uk today.", "Write to [EMAIL-1] today.", "EMAIL"],
      ["<ops@example.com>", "<[EMAIL-1]>", "EMAIL"],
      ["Call +1 (415) 555-0132 now.", "Call [PHONE-1] now.", "PHONE"],
      ["Call 415-555-0132.", "Call [PHONE-1].", "PHONE"],
      ["Ring 020 7946 0958.", "Ring [PHONE-1].", "PHONE"],
      ["Tel: +44 20 7946 0958", "Tel: [PHONE-1]", "PHONE"],
      ["Mobile 0612345678", "Mobile [PHONE-1]", "PHONE"],
      ["Pay with 4111 1111 1111 1111.", "Pay with [CARD-1].", "CARD"],
      ["Card 5555-5555-5555-4444 expires.", "Card [CARD-1] expires.", "CARD"],
      ["Amex 378282246310005.", "Amex [CARD-1].", "CARD"],
      ["IBAN GB82 WEST 1234 5698 7654 32 please.", "IBAN [ACCOUNT-1] please.", "ACCOUNT"],
      ["DE89370400440532013000", "[ACCOUNT-1]", "ACCOUNT"],
      ["Account number: 12345678.", "Account number: [ACCOUNT-1].", "ACCOUNT"],
      ["routing 021000021", "routing [ACCOUNT-1]", "ACCOUNT"]
    ]
    for (const [input, output] of cases) it(input, () => assert.strictEqual(Masker.mask(input).text, output))

    it("leaves numbers that are not cards, phones or accounts alone", () => {
      for (const text of [
        "In 1776, in 1914 1918, on 2024-01-15 and 24/11/2026, at 10:30.",
        "Version v1.2.3 runs on 192.168.0.1 port 8080.",
        "It cost $1,250,000 or 3.14159 of a pie; rows 10 20 30 40 50.",
        "Order 4111 1111 1111 1112 (Luhn fails).",
        "Follow @vouch and email me at the office.",
        "Page 123-45 and ISBN 978-0-14-143951-8."
      ])
        assert.strictEqual(Masker.mask(text).text, text, text)
    })
  })

  it("gives the same value the same token and numbers each kind", () => {
    const masked = Masker.mask("a@example.com, b@example.com, a@example.com; +1 415 555 0132")
    assert.strictEqual(masked.text, "[EMAIL-1], [EMAIL-2], [EMAIL-1]; [PHONE-1]")
    assert.deepStrictEqual(masked.map, {
      "[EMAIL-1]": "a@example.com",
      "[EMAIL-2]": "b@example.com",
      "[PHONE-1]": "+1 415 555 0132"
    })
    assert.strictEqual(masked.masked_values, 3)
  })

  it("continues an earlier map across fields", () => {
    const first = Masker.mask("Mail a@example.com.")
    const second = Masker.mask("Mail b@example.com or a@example.com.", { map: first.map })
    assert.strictEqual(second.text, "Mail [EMAIL-2] or [EMAIL-1].")
    assert.strictEqual(second.masked_values, 2)
  })

  it("is idempotent and round-trips", () => {
    const text = `Key sk-${"a1B2".repeat(10)}, mail a@example.com, call 415-555-0132.`
    const masked = Masker.mask(text)
    assert.strictEqual(Masker.mask(masked.text).text, masked.text)
    assert.strictEqual(Masker.unmask(masked.text, masked.map), text)
    assert.deepStrictEqual(Masker.unmaskValue({ quote: "[EMAIL-1]", list: ["[KEY-1]", "[KEY-9]"] }, masked.map), {
      quote: "a@example.com",
      list: [`sk-${"a1B2".repeat(10)}`, "[KEY-9]"]
    })
  })

  it("masks nothing in the prose corpus (false positives: 0)", () => {
    const masked = Masker.mask(prose)
    assert.deepStrictEqual(masked.map, {})
    assert.strictEqual(masked.text, prose)
  })
})
