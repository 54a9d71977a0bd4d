/**
 * The offline provider: keyword intents, canned replies for the greeting and the quick buttons'
 * fixed questions and, for any other question, the sentences of the site that answer it, quoted
 * with a link to their section (lib/chat/sentence-answer.ts). A question nothing answers gets the
 * honest "I couldn't find that" with the contact actions. The reply carries the intent and
 * confidence of what it says, for its badge. Used when no endpoint is configured or any model call
 * fails, so the visitor always gets an answer.
 */
import { cannedReplies, intentButtons, quickButtons } from '@/content/chat';
import { classifyByKeywords, intentOfAnswer } from './intents';
import { answerFromSentences, headingOf } from './sentence-answer';
import { sentimentByWords } from './sentiment';
import type { Passage } from '@/lib/search/retrieve';
import type { ChatButton, ChatProvider, ProviderReply, ReplyContext } from './types';

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
  return { text: `📄 **${headingOf(top)}**\n${quoted.join('\n')}`, sources: [{ title: top.title, url: top.url }] };
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
    async reply({ message, intent, passages, retrieval }: ReplyContext): Promise<ProviderReply> {
      if (intent.intent === 'greet' || fixedQuestions.has(message.trim().toLowerCase())) return canned(intent.intent);
      if (!retrieval) {
        // Passages without the rest of retrieval's finding (a caller that has only those): the best passage, quoted whole.
        const answer = answerFromPassages(passages);
        if (answer) return { ...answer, buttons: buttonsFor(intent.intent === 'out_of_scope' ? 'answer' : intent.intent) };
        return canned(intent.intent === 'ask_contact' ? 'ask_contact' : 'out_of_scope');
      }
      const { answer, confidence, unnamed } = answerFromSentences(message, retrieval);
      // Without an answer, a contact question still gets the ways to reach the team; a question
      // about something no page names ("your Pune office", "Viber support") is told so.
      if (!answer) {
        const given = intent.intent === 'ask_contact' && !unnamed ? 'ask_contact' : 'out_of_scope';
        return { ...canned(given), intent: { intent: given, confidence: given === 'ask_contact' ? intent.confidence : confidence } };
      }
      const { passage, also } = answer;
      const shown = intentOfAnswer(passage.page, message, answer.text);
      const sources = [{ title: passage.title, url: passage.url }];
      if (also && also.url !== passage.url) sources.push({ title: also.title, url: also.url });
      return {
        text: answer.text,
        sources,
        buttons: buttonsFor(shown ?? 'answer'),
        intent: shown ? { intent: shown, confidence: Math.round(confidence * 100) / 100 } : null,
      };
    },
  };
}
