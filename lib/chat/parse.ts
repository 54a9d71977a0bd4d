/**
 * Reading the model's answers to the classification prompts (spec 001 §5, §7.1), with
 * the fallbacks the spec gives for answers that are not the JSON asked for.
 */
import type { EntityRecord, IntentResult, Sentiment } from './types';

/** Models often wrap JSON in a code fence or a sentence; take the JSON part. */
export function extractJson(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '').trim();
  const candidates = [unfenced];
  const object = /\{[\s\S]*\}/.exec(unfenced)?.[0];
  const array = /\[[\s\S]*\]/.exec(unfenced)?.[0];
  if (array) candidates.push(array);
  if (object) candidates.push(object);
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      /* try the next shape */
    }
  }
  return undefined;
}

export const DEFAULT_INTENT = 'out_of_scope';
export const DEFAULT_CONFIDENCE = 0.5;

/**
 * A JSON object without an intent defaults to out_of_scope, without a confidence to 0.5.
 * An answer that is not JSON at all is classified by keywords instead.
 */
export function parseIntent(text: string, keywordFallback: () => IntentResult): IntentResult {
  const value = extractJson(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return keywordFallback();
  const record = value as Record<string, unknown>;
  const intent =
    typeof record.intent === 'string' && record.intent.trim()
      ? record.intent.trim().toLowerCase().replace(/[^a-z0-9_]+/g, '_')
      : DEFAULT_INTENT;
  const raw = typeof record.confidence === 'string' ? Number(record.confidence) : record.confidence;
  const confidence = typeof raw === 'number' && Number.isFinite(raw) ? Math.min(1, Math.max(0, raw)) : DEFAULT_CONFIDENCE;
  return { intent, confidence };
}

/** A JSON array of { entity, value }; anything else gives an empty list. */
export function parseEntities(text: string): EntityRecord[] {
  const value = extractJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { entity, value: v } = item as Record<string, unknown>;
    if (typeof entity !== 'string' || (typeof v !== 'string' && typeof v !== 'number')) return [];
    return [{ entity, value: String(v) }];
  });
}

const SENTIMENTS: readonly Sentiment[] = ['positive', 'negative', 'neutral'];

const POSITIVE_WORDS = new Set(
  'good great excellent awesome amazing love like thanks thank happy helpful nice perfect wonderful fantastic interested best brilliant glad cool appreciate impressive'.split(' '),
);
const NEGATIVE_WORDS = new Set(
  'bad poor terrible awful hate angry upset problem issue slow expensive broken worst disappointed useless frustrated annoying complaint wrong fail failed not never'.split(' '),
);

/** Spec fallback: count positive against negative words in the visitor's message. */
export function sentimentByWords(message: string): Sentiment {
  let score = 0;
  for (const word of message.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (POSITIVE_WORDS.has(word)) score += 1;
    if (NEGATIVE_WORDS.has(word)) score -= 1;
  }
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}

/** Accepts "positive", {"sentiment":"positive"} or the bare word; otherwise counts words. */
export function parseSentiment(text: string, message: string): Sentiment {
  const value = extractJson(text);
  const candidate =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>).sentiment
        : text.trim().replace(/[.!"']/g, '');
  const word = typeof candidate === 'string' ? candidate.trim().toLowerCase() : '';
  return (SENTIMENTS as readonly string[]).includes(word) ? (word as Sentiment) : sentimentByWords(message);
}
