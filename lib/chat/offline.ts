/**
 * The offline provider: keyword intents, canned replies and, for a free question, an
 * answer quoted from the most relevant page of the site with a link to it. Used when no
 * endpoint is configured or any model call fails, so the visitor always gets an answer.
 */
import { cannedReplies, intentButtons, quickButtons } from '@/content/chat';
import { classifyByKeywords } from './intents';
import { sentimentByWords } from './sentiment';
import { tokenize } from './retrieval';
import type { ChatButton, ChatProvider, Passage, ProviderReply, ReplyContext, SourceLink } from './types';

/**
 * A passage must share this share of the question's words to be quoted: both words of a
 * two-word question, two of three, three of four.
 */
export const MIN_COVERAGE = 0.66;
const MAX_QUOTE_CHARS = 560;

export function buttonsFor(intent: string): ChatButton[] {
  return [...(intentButtons[intent] ?? intentButtons.out_of_scope ?? [])];
}

export function coverage(question: string, passage: Passage): number {
  const asked = new Set(tokenize(question));
  if (!asked.size) return 0;
  const present = new Set(tokenize(`${passage.title} ${passage.text}`));
  return [...asked].filter((term) => present.has(term)).length / asked.size;
}

/** The best page's passages, quoted in score order up to a readable length. */
export function answerFromPassages(question: string, found: readonly Passage[]): ProviderReply | null {
  // An article's category and tag lines help retrieval but read badly as an answer.
  const passages = found.filter((p) => !/^(Category|Tags):/.test(p.text));
  const top = passages[0];
  if (!top || coverage(question, top) < MIN_COVERAGE) return null;
  const quoted = [top.text];
  for (const passage of passages.slice(1)) {
    if (passage.url !== top.url || quoted.length >= 3 || quoted.join(' ').length + passage.text.length > MAX_QUOTE_CHARS) continue;
    quoted.push(passage.text);
  }
  const sources: SourceLink[] = [{ title: top.title, url: top.url }];
  const second = passages.find((p) => p.url !== top.url && coverage(question, p) >= MIN_COVERAGE);
  if (second) sources.push({ title: second.title, url: second.url });
  const heading = top.url.startsWith('/blog/') ? `From our article “${top.title}”` : `From our ${top.title} page`;
  const text = `📄 **${heading}**\n${quoted.join('\n')}`;
  return { text, buttons: [], sources };
}

const fixedQuestions = new Set<string>(quickButtons.map((b) => b.question.toLowerCase()));

export function createOfflineProvider(): ChatProvider {
  return {
    name: 'offline',
    healthCheck: async () => true,
    classifyIntent: async (message) => classifyByKeywords(message),
    // Without a model the spec's fallback for entities applies: an empty list.
    extractEntities: async () => [],
    analyzeSentiment: async (message) => sentimentByWords(message),
    async reply({ message, intent, passages }: ReplyContext): Promise<ProviderReply> {
      const canned = () => ({
        text: cannedReplies[intent.intent] ?? cannedReplies.out_of_scope ?? '',
        buttons: buttonsFor(intent.intent),
        sources: [] as SourceLink[],
      });
      if (intent.intent === 'greet' || fixedQuestions.has(message.trim().toLowerCase())) return canned();
      const answer = answerFromPassages(message, passages);
      if (!answer) return canned();
      return { ...answer, buttons: buttonsFor(intent.intent === 'out_of_scope' ? 'answer' : intent.intent) };
    },
  };
}
