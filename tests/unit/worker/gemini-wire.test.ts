import { generateUrl, readChunk, streamUrl } from '@/worker/lib/gemini-wire';

describe("Gemini's shapes", () => {
  it('builds the stream and health URLs with no key in them', () => {
    expect(streamUrl('https://generativelanguage.googleapis.com/', 'gemini-3.5-flash-lite')).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-3.5-flash-lite:streamGenerateContent?alt=sse',
    );
    expect(generateUrl('http://127.0.0.1:9', 'm')).toBe('http://127.0.0.1:9/v1beta/models/m:generateContent');
  });

  it('reads the text, the finish reason and the tokens of a chunk', () => {
    const chunk = {
      candidates: [{ content: { parts: [{ text: '{"reply": "Hi' }, { text: ' there' }], role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    };
    expect(readChunk(chunk)).toEqual({ text: '{"reply": "Hi there', finishReason: 'STOP', blocked: false, totalTokens: 15, malformed: false });
  });

  it('leaves out thought summaries', () => {
    expect(readChunk({ candidates: [{ content: { parts: [{ text: 'thinking…', thought: true }, { text: '{' }] } }] }).text).toBe('{');
  });

  it('marks a blocked prompt and a blocked candidate', () => {
    expect(readChunk({ promptFeedback: { blockReason: 'SAFETY' }, usageMetadata: { totalTokenCount: 3 } })).toMatchObject({ blocked: true, malformed: false, totalTokens: 3 });
    expect(readChunk({ candidates: [{ finishReason: 'SAFETY' }] })).toMatchObject({ blocked: true, text: '' });
    expect(readChunk({ candidates: [{ content: { parts: [{ text: 'x' }] }, finishReason: 'MAX_TOKENS' }] })).toMatchObject({ blocked: false });
  });

  it('calls anything else malformed', () => {
    for (const value of [null, 'text', [], { error: { code: 500 } }, {}]) expect(readChunk(value).malformed).toBe(true);
  });
});
