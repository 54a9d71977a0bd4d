/** @jest-environment node */
import { createParser } from 'eventsource-parser';
import { relayAnswer } from '@/worker/lib/answer-stream';

const encoder = new TextEncoder();
const chunk = (text: string, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text }] }, ...extra }], ...(extra.finishReason ? { usageMetadata: { totalTokenCount: 77 } } : {}) })}\r\n\r\n`;

/** An upstream body that sends these pieces, then ends (or stays open). */
function upstream(pieces: string[], { end = true } = {}) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (end) controller.close();
    },
  });
}

async function relay(body: ReadableStream<Uint8Array>, idleTimeoutMs = 1_000, clocks: { firstPieceTimeoutMs?: number; totalTimeoutMs?: number } = {}) {
  const { stream, outcome } = relayAnswer(body, { message: 'This is great', idleTimeoutMs, ...clocks, sign: async (t) => `sig(${t.length})`, sources: [{ title: 'Home', url: '/' }] });
  const events: { event?: string; data: Record<string, unknown> }[] = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event, data: JSON.parse(e.data) }) });
  parser.feed(await new Response(stream).text());
  return { events, outcome: await outcome };
}

const answer = JSON.stringify({ reply: 'Hello "you"', intent: 'greet', confidence: 0.9, sentiment: 'positive', entities: [], buttons: ['contact_us'] });

describe('relaying the streamed answer', () => {
  it('sends the reply as deltas, then done with fields, signature and sources', async () => {
    const { events, outcome } = await relay(upstream([chunk(answer.slice(0, 14)), chunk(answer.slice(14, 20)), chunk(answer.slice(20), { finishReason: 'STOP' })]));
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('Hello "you"');
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        text: 'Hello "you"',
        sig: 'sig(11)',
        fields: { intent: 'greet', confidence: 0.9, sentiment: 'positive', entities: [], buttons: [{ title: 'Contact us', payload: 'contact_us' }], sources: [{ title: 'Home', url: '/' }] },
      },
    });
    expect(outcome).toEqual({ result: 'done', tokens: 77, answerChars: answer.length });
  });

  it('ends with an error event when the candidate is blocked, the data is garbage, or the stream stops early', async () => {
    expect((await relay(upstream([chunk(answer.slice(0, 16)), chunk('', { finishReason: 'SAFETY' })]))).events.at(-1)).toEqual({ event: 'error', data: { code: 'blocked', message: expect.any(String), withdraw: true } });
    expect((await relay(upstream(['data: <html>\r\n\r\n']))).events).toEqual([{ event: 'error', data: { code: 'unusable_answer', message: expect.any(String) } }]);
    const cut = await relay(upstream([chunk(answer.slice(0, 16))]));
    expect(cut.events.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(cut.events.at(-1)!.data.code).toBe('stream_cut');
    expect((await relay(upstream([chunk('{"intent": "greet"}', { finishReason: 'STOP' })]))).events.at(-1)!.data.code).toBe('unusable_answer');
  });

  it('gives up on a stream that goes quiet', async () => {
    const { events, outcome } = await relay(upstream([chunk(answer.slice(0, 16))], { end: false }), 100);
    expect(events.at(-1)!.data.code).toBe('upstream_timeout');
    expect(outcome).toEqual({ result: 'upstream_timeout', tokens: undefined, answerChars: 16 });
  });

  /** Pieces of the answer every `gapMs`, then the end. */
  function trickle(pieces: string[], gapMs: number) {
    let i = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        if (i === pieces.length) return controller.close();
        controller.enqueue(encoder.encode(pieces[i]!));
        i += 1;
      },
    });
  }
  const pieces = answer.match(/[\s\S]{1,8}/g)!.map((piece, i, all) => chunk(piece, i === all.length - 1 ? { finishReason: 'STOP' } : {}));

  it('lets a slow but steady answer finish: the first-piece wait does not bound the whole answer', async () => {
    // About 20 pieces 30 ms apart: several times the first-piece wait in all, each gap far inside the idle wait.
    const { events } = await relay(trickle(pieces, 30), 2_000, { firstPieceTimeoutMs: 150 });
    expect(events.at(-1)!.event).toBe('done');
  });

  it('stops at the overall cap, counting the part written', async () => {
    const { events, outcome } = await relay(trickle(pieces, 30), 100, { totalTimeoutMs: 150 });
    expect(events.at(-1)!.data.code).toBe('upstream_timeout');
    expect(outcome.result).toBe('upstream_timeout');
    expect(outcome.answerChars).toBeGreaterThan(0);
    expect(outcome.answerChars).toBeLessThan(answer.length);
  });
});
