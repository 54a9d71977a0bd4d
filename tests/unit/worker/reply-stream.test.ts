import { createReplyExtractor } from '@/worker/lib/reply-stream';

/** Feeds the text in pieces of `size` characters and returns what came out, piece by piece. */
function feed(json: string, size: number) {
  const extractor = createReplyExtractor();
  const out: string[] = [];
  for (let i = 0; i < json.length; i += size) out.push(extractor.push(json.slice(i, i + size)));
  return { extractor, out };
}

describe('reply text from a streamed JSON answer', () => {
  const reply = 'Line one "quoted"\n• ₹3,000 \\ done 😀 é\t!';
  const json = JSON.stringify({ reply, intent: 'ask_pricing', confidence: 0.9 });

  it.each([1, 2, 3, 7, 64])('decodes the reply whatever the piece size (%i)', (size) => {
    const { extractor, out } = feed(json, size);
    expect(out.join('')).toBe(reply);
    expect(extractor.text).toBe(reply);
    expect(extractor.complete).toBe(true);
  });

  it('decodes \\u escapes, also split across pieces, and never hands out half an emoji', () => {
    const escaped = '{"reply": "caf\\u00e9 \\ud83d\\ude00 ok"}';
    for (let size = 1; size < escaped.length; size += 1) {
      const { out } = feed(escaped, size);
      expect(out.join('')).toBe('café 😀 ok');
      for (const piece of out) expect(piece).not.toMatch(/[\ud800-\udbff]$/);
    }
  });

  it('gives text as soon as it arrives, before the answer is complete', () => {
    const extractor = createReplyExtractor();
    expect(extractor.push('{"re')).toBe('');
    expect(extractor.push('ply": "Hel')).toBe('Hel');
    expect(extractor.push('lo')).toBe('lo');
    expect(extractor.complete).toBe(false);
    expect(extractor.push('", "intent": "greet"}')).toBe('');
    expect(extractor.complete).toBe(true);
  });

  it('finds the reply when another field comes first, and ignores the rest', () => {
    const { out } = feed('{"intent": "greet", "reply": "Hi!", "buttons": ["reply"]}', 5);
    expect(out.join('')).toBe('Hi!');
  });

  it('gives nothing for an answer without a reply', () => {
    expect(feed('{"intent": "greet"}', 4).out.join('')).toBe('');
  });
});
