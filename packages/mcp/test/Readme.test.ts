import * as ReadmeExamples from "../../../scripts/ReadmeExamples.ts"

ReadmeExamples.suite(import.meta.dirname, { minimum: 1 })
