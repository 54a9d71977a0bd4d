/**
 * Pairs of neighbouring words: how closely a FAQ's question or a heading is worded like the
 * visitor's question. Used by the assistant to read what a question names and to weigh a FAQ
 * whose question is the visitor's (lib/chat/passage-question.ts, lib/chat/sentence-answer.ts).
 */
import { processTerm } from '../text';

/**
 * How closely a FAQ's question is worded like the visitor's: the share of its pairs of neighbouring
 * words (those with a word of substance) that the visitor's question has too. "Which files will I
 * receive?" is worded like "Which files will I receive for my logo?"; a FAQ worded like the
 * question is the surest sign that its answer is the answer.
 */
export function faqMatch(faq: string, visitor: ReadonlySet<string>): number {
  const pairs = wordPairs(faq);
  return pairs.size ? [...pairs].filter((pair) => visitor.has(pair)).length / pairs.size : 0;
}

/**
 * A text's pairs of neighbouring words, lower case, leaving out pairs of two function words ("how
 * much", "can i"), or with `named` every pair with one ("managed cloud" of "the managed cloud plans"
 * is a name; "the managed" is not).
 */
export function wordPairs(text: string, named = false): Set<string> {
  const words = (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*|\p{N}+/gu) ?? []).map((w) => processTerm(w) ?? `_${w}`);
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i += 1) {
    const functionWords = Number(words[i - 1]!.startsWith('_')) + Number(words[i]!.startsWith('_'));
    if (functionWords < (named ? 1 : 2)) pairs.add(`${words[i - 1]} ${words[i]}`);
  }
  return pairs;
}

/**
 * How much of a heading's name the visitor's question says in the same words: the share of its
 * pairs of neighbouring words of substance the question has too ("Managed cloud plans" in "do the
 * managed cloud plan prices include GST?"). A passage under the name of what is asked is about it.
 */
export function nameMatch(heading: string, visitor: ReadonlySet<string>): number {
  const pairs = wordPairs(heading, true);
  return pairs.size ? [...pairs].filter((pair) => visitor.has(pair)).length / pairs.size : 0;
}
