/** The links under an answer: the pages it was taken from. */
import type { Passage } from '@/lib/search/retrieve';
import type { SourceLink } from './types';

/** At most this many pages are linked under one answer. */
const MAX_SOURCES = 2;

/** Whether a link (a source under an answer) leads to this page or one of its sections. */
export const linksTo = (url: string, page: string) => url === page || (!page.includes('#') && url.startsWith(`${page}#`));

/** The pages worth linking under a model's answer: those whose passages cover the question. */
export function sourcesFor(passages: readonly Passage[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const passage of passages) {
    if (seen.size >= MAX_SOURCES || !passage.answers || seen.has(passage.page)) continue;
    seen.set(passage.page, { title: passage.title, url: passage.url });
  }
  return [...seen.values()];
}
