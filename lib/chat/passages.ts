/**
 * The one door to retrieval, for the Worker's prompts and the browser's offline answers
 * alike: index the knowledge, find the passages for a message, name the pages an answer
 * rests on. Swapping the retrieval engine means changing this file only.
 */
import { pageBoostFor } from './intents';
import { coverage, MIN_COVERAGE } from './offline';
import { buildIndex, searchPassages, type KnowledgeIndex } from './retrieval';
import type { Knowledge, Passage, SourceLink } from './types';

export type PassageIndex = KnowledgeIndex;

/** Enough context for a short answer, little enough to keep the prompt cheap. */
export const PASSAGES_PER_ANSWER = 6;
const MAX_SOURCES = 2;

export const indexKnowledge = (knowledge: Knowledge): PassageIndex => buildIndex(knowledge);

export function findPassages(index: PassageIndex, message: string, limit = PASSAGES_PER_ANSWER): Passage[] {
  return searchPassages(index, message, limit, pageBoostFor(message));
}

/** The pages worth linking under an answer: those that cover most of the question. */
export function sourcesFor(message: string, passages: readonly Passage[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const passage of passages) {
    if (seen.size >= MAX_SOURCES) break;
    if (!seen.has(passage.url) && coverage(message, passage) >= MIN_COVERAGE) seen.set(passage.url, { title: passage.title, url: passage.url });
  }
  return [...seen.values()];
}
