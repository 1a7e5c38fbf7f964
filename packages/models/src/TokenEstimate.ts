/**
 * A pure, fast upper bound on the number of tokens a model's tokenizer produces for a
 * prompt, used to size credit holds before a run and to settle a stream that was cut
 * off before the provider reported usage. It never undercounts, for any text: English,
 * code, CJK, emoji, lone surrogates.
 *
 * The bound, and why it holds:
 *
 * - Byte-level BPE tokenizers (OpenAI's `cl100k_base`/`o200k_base`, Llama 3, Claude's)
 *   split the UTF-8 bytes of a text into tokens that cover the bytes exactly, each token
 *   one or more bytes: a merge only ever joins two tokens into one. So
 *   `tokens ≤ utf8Bytes(text)`, whatever the vocabulary and the merges.
 * - SentencePiece tokenizers with byte fallback (Gemini, Gemma) cover each character
 *   with one piece or with one piece per UTF-8 byte, and may add one dummy-prefix piece
 *   (`▁`) at the start of a text: `tokens ≤ utf8Bytes(text) + 1`.
 * - Chat framing adds a few tokens per message (role markers, separators) and a few
 *   to prime the reply: at most `messageOverhead` per message and `replyOverhead` once
 *   (OpenAI documents 3 per message and 3 for the reply; the defaults are generous).
 *
 * So `estimate = Σ (utf8Bytes(part) + 1) + messageOverhead × messages + replyOverhead`.
 * For English prose this is about four times the real count, for CJK about twice, and
 * for emoji and rare symbols close to it. The surplus of a hold is refunded at
 * settlement, so over-estimating is safe; under-estimating would let a run spend
 * credits that were never held. Bytes divided by anything (`bytes / 4`, `bytes / 2.5`)
 * is not a bound: `"a b c d"` is 7 bytes and 4 tokens in `cl100k_base`, and random
 * punctuation or rare symbols tokenize to about one token per byte.
 *
 * @since 0.1.0
 */

/**
 * Tokens added for each message of a chat (role markers and separators).
 *
 * @category constants
 * @since 0.1.0
 */
export const messageOverhead = 8

/**
 * Tokens added once per request (the primed reply, tokenizer specials).
 *
 * @category constants
 * @since 0.1.0
 */
export const replyOverhead = 16

/**
 * The number of bytes of the UTF-8 encoding of `text`, computed without allocating.
 * A lone surrogate counts 3 bytes, as its replacement character U+FFFD does when the
 * text is encoded for a request.
 *
 * @category utilities
 * @since 0.1.0
 */
export const utf8Bytes = (text: string): number => {
  let bytes = 0
  const length = text.length
  for (let index = 0; index < length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < length) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        index++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/**
 * An upper bound on the tokens of one text, without chat framing:
 * `utf8Bytes(text) + 1` (0 for the empty text).
 *
 * @category utilities
 * @since 0.1.0
 */
export const text = (value: string): number => (value.length === 0 ? 0 : utf8Bytes(value) + 1)

/**
 * The parts of a prompt that reach the model.
 *
 * @category models
 * @since 0.1.0
 */
export interface Prompt {
  readonly system?: string | undefined
  readonly messages: ReadonlyArray<{ readonly content: string }>
}

/**
 * An upper bound on the input tokens of a chat request: every message's text, the
 * system prompt (counted as one more message), the framing of each message and of
 * the reply.
 *
 * @category utilities
 * @since 0.1.0
 */
export const prompt = (input: Prompt): number => {
  let total = replyOverhead
  if (input.system !== undefined && input.system.length > 0) total += text(input.system) + messageOverhead
  for (const message of input.messages) total += text(message.content) + messageOverhead
  return total
}

/**
 * An upper bound on the output tokens behind a reply's received text, for settling a
 * stream that ended before the provider reported usage. The provider never generates
 * more than `maxOutputTokens`, so the bound is clamped to it. Hidden reasoning tokens
 * (reasoning models bill them as output without streaming them) are not in the text:
 * for such models settle at `maxOutputTokens` instead.
 *
 * @category utilities
 * @since 0.1.0
 */
export const output = (received: string, maxOutputTokens: number): number =>
  Math.min(maxOutputTokens, text(received) + 1)
