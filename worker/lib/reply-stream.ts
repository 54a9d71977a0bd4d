/**
 * Reads the reply out of the model's JSON answer while it is still being written, so the
 * visitor sees the words as they come: `{"reply": "Our virtual office starts at ₹3,000…`
 * yields "Our virtual office starts at ₹3,000…" piece by piece, escapes decoded.
 * Kept by hand (about sixty lines) because the streaming JSON parsers on npm hand out a
 * string only once it is complete, which is exactly what streaming must avoid.
 */

const REPLY_KEY = /"reply"\s*:\s*"/;
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export type ReplyExtractor = {
  /** Feeds the next piece of the JSON text; returns the reply text it completes (maybe ''). */
  push(piece: string): string;
  /** The reply so far. */
  readonly text: string;
  /** The closing quote of the reply has been read. */
  readonly complete: boolean;
};

export function createReplyExtractor(): ReplyExtractor {
  let state: 'seek' | 'string' | 'done' = 'seek';
  let before = '';
  let pending = '';
  let heldSurrogate = '';
  let text = '';
  const closed = () => state === 'done';

  function decode(input: string): string {
    let out = '';
    let i = 0;
    for (; i < input.length; i += 1) {
      const char = input[i]!;
      if (char === '"') {
        state = 'done';
        break;
      }
      if (char !== '\\') {
        out += char;
        continue;
      }
      const next = input[i + 1];
      if (next === undefined) break; // the escape continues in the next piece
      if (next === 'u') {
        const hex = input.slice(i + 2, i + 6);
        if (hex.length < 4) break;
        out += /^[0-9a-fA-F]{4}$/.test(hex) ? String.fromCharCode(parseInt(hex, 16)) : '';
        i += 5;
        continue;
      }
      out += SIMPLE_ESCAPES[next] ?? next;
      i += 1;
    }
    pending = closed() ? '' : input.slice(i);
    return out;
  }

  return {
    push(piece) {
      if (closed()) return '';
      let input = piece;
      if (state === 'seek') {
        before += piece;
        const match = REPLY_KEY.exec(before);
        if (!match) return '';
        state = 'string';
        input = before.slice(match.index + match[0].length);
        before = '';
      }
      let out = heldSurrogate + decode(pending + input);
      heldSurrogate = '';
      // Half of an emoji waits for its other half, so no piece ends in a broken character.
      const last = out.charCodeAt(out.length - 1);
      if (!closed() && last >= 0xd800 && last <= 0xdbff) {
        heldSurrogate = out.slice(-1);
        out = out.slice(0, -1);
      }
      text += out;
      return out;
    },
    get text() {
      return text;
    },
    get complete() {
      return closed();
    },
  };
}
