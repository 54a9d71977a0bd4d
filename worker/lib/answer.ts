/**
 * The one model call per visitor message returns JSON (Gemini's structured output): the
 * reply first, so it can stream, then intent, confidence, sentiment, entities and up to 3
 * button keys. Reading it applies the fallbacks of the original site: no intent gives
 * out_of_scope, no confidence 0.5, no sentiment the word count, bad entities an empty
 * list; no usable reply makes the whole answer unusable (the browser then answers offline).
 */
import { payloadTitles, type PayloadKey } from '@/content/chat';
import { INTENTS } from '../../lib/chat/intents';
import { sentimentByWords } from '../../lib/chat/sentiment';
import type { AnswerButton, AnswerFields } from '../../lib/chat/contract';

export const MAX_BUTTONS = 3;
export const DEFAULT_INTENT = 'out_of_scope';
export const DEFAULT_CONFIDENCE = 0.5;
const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
const PAYLOAD_KEYS = Object.keys(payloadTitles) as PayloadKey[];
const ORDER = ['reply', 'intent', 'confidence', 'sentiment', 'entities', 'buttons'];

/** Gemini's OpenAPI-style schema; propertyOrdering keeps the reply first in the stream. */
export const ANSWER_SCHEMA = {
  type: 'OBJECT',
  properties: {
    reply: { type: 'STRING', description: "Manu's answer to the visitor, following the formatting rules." },
    intent: { type: 'STRING', enum: [...INTENTS] },
    confidence: { type: 'NUMBER', description: 'How sure the intent is, from 0 to 1.' },
    sentiment: { type: 'STRING', enum: [...SENTIMENTS] },
    entities: {
      type: 'ARRAY',
      items: {
        type: 'OBJECT',
        properties: { entity: { type: 'STRING' }, value: { type: 'STRING' } },
        required: ['entity', 'value'],
        propertyOrdering: ['entity', 'value'],
      },
    },
    buttons: { type: 'ARRAY', maxItems: MAX_BUTTONS, items: { type: 'STRING', enum: PAYLOAD_KEYS } },
  },
  required: ORDER,
  propertyOrdering: ORDER,
} as const;

export type ParsedAnswer = { reply: string; fields: Omit<AnswerFields, 'sources'> };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function readConfidence(value: unknown): number {
  const raw = typeof value === 'string' ? Number(value) : value;
  return typeof raw === 'number' && Number.isFinite(raw) ? Math.min(1, Math.max(0, raw)) : DEFAULT_CONFIDENCE;
}

function readEntities(value: unknown): AnswerFields['entities'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.entity !== 'string' || (typeof item.value !== 'string' && typeof item.value !== 'number')) return [];
    return [{ entity: item.entity.slice(0, 60), value: String(item.value).slice(0, 200) }];
  });
}

/** Only known payload keys, each once, at most three; their labels come from content/. */
export function readButtons(value: unknown): AnswerButton[] {
  if (!Array.isArray(value)) return [];
  const keys = [...new Set(value.filter((key): key is PayloadKey => typeof key === 'string' && Object.hasOwn(payloadTitles, key)))];
  return keys.slice(0, MAX_BUTTONS).map((payload) => ({ title: payloadTitles[payload], payload }));
}

/** The model's whole JSON text, or null when it holds no usable reply. */
export function parseAnswer(json: string, message: string): ParsedAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.reply !== 'string' || !value.reply.trim()) return null;
  const intent = typeof value.intent === 'string' && (INTENTS as readonly string[]).includes(value.intent) ? value.intent : DEFAULT_INTENT;
  const sentiment = (SENTIMENTS as readonly unknown[]).includes(value.sentiment) ? (value.sentiment as AnswerFields['sentiment']) : sentimentByWords(message);
  return {
    reply: value.reply.trim(),
    fields: { intent, confidence: readConfidence(value.confidence), sentiment, entities: readEntities(value.entities), buttons: readButtons(value.buttons) },
  };
}
