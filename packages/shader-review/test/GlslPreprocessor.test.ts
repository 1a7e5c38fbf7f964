import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { GlslPreprocessor } from "../src/index.ts"

const { preprocess } = GlslPreprocessor

describe("GlslPreprocessor", () => {
  it("keeps one output line per input line, directives blank, #version and #extension kept", () => {
    const source = [
      "#version 300 es",
      "#extension GL_OES_standard_derivatives : enable",
      "#pragma optimize(on)",
      "#define SIZE 4",
      "float values[SIZE]; // four",
      "#undef SIZE",
      "float more[SIZE];"
    ].join("\n")
    const out = preprocess(source)
    // Comments become spaces (columns kept).
    assert.deepStrictEqual(
      out.text.split("\n").map((line) => line.trimEnd()),
      [
        "#version 300 es",
        "#extension GL_OES_standard_derivatives : enable",
        "",
        "",
        "float values[4];",
        "",
        "float more[SIZE];"
      ]
    )
    assert.deepStrictEqual(out.lines, [1, 2, 3, 4, 5, 6, 7])
    assert.deepStrictEqual(out.problems, [])
  })

  it("keeps the active branch of #if/#ifdef/#elif/#else, nested, and blanks the others", () => {
    const source = [
      "#define MODE 2",
      "#if MODE == 1",
      "one",
      "#elif MODE == 2 && defined(GL_ES)",
      "two",
      "#ifndef GL_ES",
      "not es",
      "#else",
      "es __VERSION__",
      "#endif",
      "#else",
      "other",
      "#endif",
      "after"
    ].join("\n")
    assert.deepStrictEqual(preprocess(source).text.split("\n"), [
      "",
      "",
      "",
      "",
      "two",
      "",
      "",
      "",
      "es 100",
      "",
      "",
      "",
      "",
      "after"
    ])
  })

  it("expands function-like macros, nested and with parenthesised arguments, without recursing", () => {
    const source = "#define SQUARE(x) ((x) * (x))\n#define LOOP LOOP + 1\nfloat a = SQUARE(max(b, 1.0)) + LOOP;"
    assert.strictEqual(preprocess(source).text.split("\n")[2], "float a = ((max(b, 1.0)) * (max(b, 1.0))) + LOOP + 1;")
  })

  it("numbers the lines after #line as it says, and a continued directive keeps its lines", () => {
    const source = "prelude a\nprelude b\n#line 1\nfirst\n#define LONG 1 + \\\n  2\nthird LONG"
    const out = preprocess(source)
    assert.deepStrictEqual(out.lines, [1, 2, 3, 1, 2, 3, 4])
    assert.deepStrictEqual(out.text.split("\n"), ["prelude a", "prelude b", "", "first", "", "", "third 1 +    2"])
  })

  it("reports #error in an active branch and an #if left open", () => {
    const out = preprocess("#ifdef GL_ES\n#error es only\n#endif\n#ifndef GL_ES\n#error never\n#endif\n#if 1\nx")
    assert.deepStrictEqual(out.problems, [
      { line: 2, message: "#error es only" },
      { line: 8, message: "#if without #endif" }
    ])
  })

  it("never changes the number of lines", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "#if 1",
            "#else",
            "#endif",
            "#define A B",
            "#define B(x) x",
            "A B(1)",
            "#line 7",
            "x \\",
            "//",
            "/* a",
            "b */"
          ),
          { maxLength: 30 }
        ),
        (parts) => {
          const source = parts.join("\n")
          const out = preprocess(source)
          assert.strictEqual(out.text.split("\n").length, source.split("\n").length)
          assert.strictEqual(out.lines.length, source.split("\n").length)
        }
      )
    )
  })
})
