/**
 * The offline provider: keyword intents, canned replies for the greeting and the quick buttons'
 * fixed questions and, for any other question, the passage of the site that answers it, quoted
 * with a link to its section. A question no passage answers gets the honest "I couldn't find
 * that" with the contact actions. Used when no endpoint is configured or any model call fails,
 * so the visitor always gets an answer.
 */
import { cannedReplies, intentButtons, quickButtons } from '@/content/chat';
import { classifyByKeywords } from './intents';
import { sentimentByWords } from './sentiment';
import type { ChatButton, ChatProvider, Passage, ProviderReply, ReplyContext } from './types';

/** A second passage is quoted only when it is nearly as good, from the same section, and the answer stays short. */
const SECOND_PASSAGE_SHARE = 0.75;
const MAX_QUOTE_CHARS = 600;

export function buttonsFor(intent: string): ChatButton[] {
  return [...(intentButtons[intent] ?? intentButtons.out_of_scope ?? [])];
}

/** The passage that answers the question, and a second one from its section if it answers as well; null when none does. */
export function answerFromPassages(found: readonly Passage[]): Omit<ProviderReply, 'buttons'> | null {
  const top = found[0];
  if (!top || !top.answers || !top.text.trim()) return null;
  const quoted = [top.text];
  const second = found
    .slice(1)
    .find((p) => p.url === top.url && p.heading === top.heading && p.answers && p.score >= SECOND_PASSAGE_SHARE * top.score);
  if (second && top.text.length + second.text.length <= MAX_QUOTE_CHARS) quoted.push(second.text);
  const heading = top.heading && top.heading !== top.title ? `${top.title}: ${top.heading}` : top.title;
  return { text: `📄 **${heading}**\n${quoted.join('\n')}`, sources: [{ title: top.title, url: top.url }] };
}

const fixedQuestions = new Set<string>(quickButtons.map((b) => b.question.toLowerCase()));

/** Replies that are not quotes: the greeting, the quick buttons' answers and "I couldn't find that". */
function canned(intent: string): ProviderReply {
  return { text: cannedReplies[intent] ?? cannedReplies.out_of_scope ?? '', buttons: buttonsFor(intent), sources: [] };
}

export function createOfflineProvider(): ChatProvider {
  return {
    name: 'offline',
    healthCheck: async () => true,
    classifyIntent: async (message) => classifyByKeywords(message),
    // Without a model, entity extraction falls back to an empty list.
    extractEntities: async () => [],
    analyzeSentiment: async (message) => sentimentByWords(message),
    async reply({ message, intent, passages }: ReplyContext): Promise<ProviderReply> {
      if (intent.intent === 'greet' || fixedQuestions.has(message.trim().toLowerCase())) return canned(intent.intent);
      const answer = answerFromPassages(passages);
      // Without a passage, a contact question still gets the ways to reach the team.
      if (!answer) return canned(intent.intent === 'ask_contact' ? 'ask_contact' : 'out_of_scope');
      return { ...answer, buttons: buttonsFor(intent.intent === 'out_of_scope' ? 'answer' : intent.intent) };
    },
  };
}
