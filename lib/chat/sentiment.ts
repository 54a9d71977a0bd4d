/**
 * Sentiment by word count: positive against negative words in the visitor's message. The
 * original site's fallback when the model gives no sentiment, and the offline answer's.
 */
import type { Sentiment } from './types';

const POSITIVE_WORDS = new Set(
  'good great excellent awesome amazing love like thanks thank happy helpful nice perfect wonderful fantastic interested best brilliant glad cool appreciate impressive'.split(' '),
);
const NEGATIVE_WORDS = new Set(
  'bad poor terrible awful hate angry upset problem issue slow expensive broken worst disappointed useless frustrated annoying complaint wrong fail failed not never'.split(' '),
);

export function sentimentByWords(message: string): Sentiment {
  let score = 0;
  for (const word of message.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (POSITIVE_WORDS.has(word)) score += 1;
    if (NEGATIVE_WORDS.has(word)) score -= 1;
  }
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}
