// text-readability ships no types; the functions this benchmark calls.
declare module "text-readability" {
  const readability: {
    sentenceCount(text: string): number
    lexiconCount(text: string, removePunctuation?: boolean): number
    syllableCount(text: string, lang?: string): number
    fleschKincaidGrade(text: string): number
  }
  export default readability
}
