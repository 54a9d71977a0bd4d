/**
 * Relays the model's streamed answer (Gemini's server-sent events, each a generateContent
 * chunk of the JSON answer) to the browser as our own events: the reply text as `delta`s
 * while it is written, then `done` with the whole reply, its fields and its signature, or
 * `error` with one of our codes. Nothing of the upstream body is passed on as it came.
 * Three clocks bound it: the first piece must come within what is left of the first-byte
 * timeout, each later piece within the idle timeout, and the whole answer within an overall
 * cap, so a slow but steady answer is not cut while a stalled one is. An answer the safety
 * filter stops after some text was relayed ends with an error that withdraws that text.
 */
import { createParser } from 'eventsource-parser';
import type { AnswerFields, ChatErrorCode, StreamEvent } from '../../lib/chat/contract';
import { parseAnswer } from './answer';
import { readChunk } from './gemini-wire';
import { createReplyExtractor } from './reply-stream';

export type RelayOptions = {
  message: string;
  /** Longest wait for the first piece of the answer (by default the idle timeout). */
  firstPieceTimeoutMs?: number;
  /** Longest wait for each further piece. */
  idleTimeoutMs: number;
  /** The whole answer must have come within this time (none by default). */
  totalTimeoutMs?: number;
  sign: (text: string) => Promise<string>;
  sources: AnswerFields['sources'];
};

export type RelayOutcome = { result: 'done' | ChatErrorCode; tokens?: number; answerChars: number };

const encoder = new TextEncoder();
export const encodeEvent = (event: StreamEvent) => encoder.encode(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);

const MESSAGES: Partial<Record<ChatErrorCode, string>> = {
  blocked: 'The answer was withheld by the safety filter.',
  unusable_answer: 'The model gave an answer that could not be used.',
  stream_cut: 'The answer stopped before it was complete.',
  upstream_timeout: 'The model took too long to answer.',
};

type Read = { kind: 'data'; value: Uint8Array } | { kind: 'end' } | { kind: 'idle' };

function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<Read> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = new Promise<Read>((resolve) => (timer = setTimeout(() => resolve({ kind: 'idle' }), ms)));
  const next = reader.read().then((r): Read => (r.done ? { kind: 'end' } : { kind: 'data', value: r.value }));
  return Promise.race([next, idle]).finally(() => timer !== undefined && clearTimeout(timer));
}

export function relayAnswer(upstream: ReadableStream<Uint8Array>, options: RelayOptions) {
  const reader = upstream.getReader();
  const extractor = createReplyExtractor();
  let json = '';
  let tokens: number | undefined;
  let finished = false;
  let failure: ChatErrorCode | null = null;
  let resolveOutcome!: (outcome: RelayOutcome) => void;
  const outcome = new Promise<RelayOutcome>((resolve) => (resolveOutcome = resolve));
  const deltas: string[] = [];

  const parser = createParser({
    onEvent(message) {
      if (failure) return;
      let value: unknown;
      try {
        value = JSON.parse(message.data);
      } catch {
        failure = 'unusable_answer';
        return;
      }
      const chunk = readChunk(value);
      if (chunk.totalTokens !== undefined) tokens = chunk.totalTokens;
      if (chunk.malformed) failure = 'unusable_answer';
      else if (chunk.blocked) failure = 'blocked';
      if (failure) return;
      json += chunk.text;
      const added = extractor.push(chunk.text);
      if (added) deltas.push(added);
      if (chunk.finishReason) finished = true;
    },
  });

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const end = (result: RelayOutcome['result'], event?: StreamEvent) => {
        if (event) controller.enqueue(encodeEvent(event));
        controller.close();
        resolveOutcome({ result, tokens, answerChars: json.length });
      };
      const fail = (code: ChatErrorCode) => {
        void reader.cancel().catch(() => undefined);
        const withdraw = code === 'blocked' ? ({ withdraw: true } as const) : {};
        end(code, { event: 'error', data: { code, message: MESSAGES[code] ?? 'The answer failed.', ...withdraw } });
      };
      const decoder = new TextDecoder();
      const deadline = Date.now() + (options.totalTimeoutMs ?? Infinity);
      let wait = options.firstPieceTimeoutMs ?? options.idleTimeoutMs;
      try {
        for (;;) {
          const left = Math.min(wait, deadline - Date.now());
          if (left <= 0) return fail('upstream_timeout');
          const read = await readWithin(reader, left);
          wait = options.idleTimeoutMs;
          if (read.kind === 'idle') return fail('upstream_timeout');
          if (read.kind === 'end') break;
          parser.feed(decoder.decode(read.value, { stream: true }));
          for (const text of deltas.splice(0)) controller.enqueue(encodeEvent({ event: 'delta', data: { text } }));
          if (failure) return fail(failure);
        }
      } catch {
        return fail('stream_cut');
      }
      const answer = parseAnswer(json, options.message);
      if (!answer) return fail(finished ? 'unusable_answer' : 'stream_cut');
      const sig = await options.sign(answer.reply);
      end('done', { event: 'done', data: { text: answer.reply, sig, fields: { ...answer.fields, sources: options.sources } } });
    },
    cancel() {
      // The visitor left: stop paying for an answer nobody reads.
      void reader.cancel().catch(() => undefined);
      resolveOutcome({ result: 'stream_cut', tokens, answerChars: json.length });
    },
  });

  return { stream, outcome };
}
