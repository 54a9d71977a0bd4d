/**
 * Token estimates for the budget, made before the model says what it used (and used instead
 * when it never says). A reservation must not fall short of what a call can really cost, or
 * calls in flight together could pass the day's budget, so it errs high:
 *   - the composed prompt at three UTF-8 bytes a token (English runs about four characters a
 *     token, so this is roughly a third too many);
 *   - the visitor's own texts again at a token a byte, since text chosen to tokenise badly
 *     (rare scripts, symbols) can take a token per byte;
 *   - the most the answer may use (maxOutputTokens).
 * Once the answer ends, the reservation is replaced by the usage Gemini reports.
 */
import { GENERATION_SETTINGS } from './gemini-wire';

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).byteLength;

/** Tokens for a text we composed or received, at three bytes a token. */
export const estimateTokens = (text: string) => Math.ceil(utf8Bytes(text) / 3);

/** What one message reserves: its prompt (as sent), its visitor texts once more, and the longest answer. */
export function reservationFor(promptText: string, visitorTexts: readonly string[]): number {
  return estimateTokens(promptText) + visitorTexts.reduce((sum, text) => sum + utf8Bytes(text), 0) + GENERATION_SETTINGS.maxOutputTokens;
}
