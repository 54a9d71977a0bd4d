/**
 * The visitor's words, made plain before they reach the prompt. The prompt fences them between
 * `<visitor_message>` markers; the model must never read anything inside as one of those
 * markers, however it is disguised. So the text is:
 *   1. normalised: NFKC (full-width and other compatibility forms become their plain letters and
 *      brackets), then every format character (zero-width spaces and joiners, soft hyphens,
 *      word joiners, byte-order marks, direction marks, tag characters) and control character
 *      other than a line break or a tab removed, then NFKC again for what the removal joined;
 *   2. neutralised (for the fence only): every angle bracket, and everything a reader or a model
 *      may take for one (look-alike brackets, HTML entities and escapes), becomes ‹ or ›. With no
 *      `<` or `>` left, no spelling of the marker (attributes, self-closing, a hyphen for the
 *      underscore, look-alike letters) can close the fence.
 * The normalised text is what the endpoint retrieves with, signs and fences; the browser keeps the
 * text as typed.
 */

/** Format (Cf) and control (Cc) characters; the line break and the tab a message may hold are kept. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;
const dropInvisible = (char: string) => (char === '\n' || char === '\t' ? char : '');

/** Brackets that read as "<" or ">" (mathematical, CJK, ornamental, modifier and syllabic look-alikes). */
const OPENING = /[<\u02C2\u1438\u2039\u2329\u276C\u276E\u2770\u27E8\u29FC\u3008\u300A\uFE64\uFF1C]/gu;
const CLOSING = /[>\u02C3\u1433\u203A\u232A\u276D\u276F\u2771\u27E9\u29FD\u3009\u300B\uFE65\uFF1E]/gu;
/** `&lt;`, `&#60;`, `&#x3C;` (also escaped again as `&amp;lt;`), `\u003c`, `\x3c` and `%3C`, with their closing twins. */
const OPENING_ESCAPES = /&(?:amp;)*(?:lt;?|#0*60(?![0-9]);?|#x0*3c(?![0-9a-f]);?)|\\u0*3c(?![0-9a-f])|\\x3c|%3c/gi;
const CLOSING_ESCAPES = /&(?:amp;)*(?:gt;?|#0*62(?![0-9]);?|#x0*3e(?![0-9a-f]);?)|\\u0*3e(?![0-9a-f])|\\x3e|%3e/gi;

export const NEUTRAL_OPENING = '‹';
export const NEUTRAL_CLOSING = '›';

/** Step 1: the text the endpoint works with (retrieval, signatures, the prompt). */
export function normaliseVisitorText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFKC').replace(INVISIBLE, dropInvisible).normalize('NFKC').trim();
}

/** Step 2: no character left that can open or close markup. */
export function neutraliseMarkup(text: string): string {
  return text.replace(OPENING_ESCAPES, NEUTRAL_OPENING).replace(CLOSING_ESCAPES, NEUTRAL_CLOSING).replace(OPENING, NEUTRAL_OPENING).replace(CLOSING, NEUTRAL_CLOSING);
}
