/**
 * The assistant without a model, as one function: a question in, the reply a visitor would see
 * (text and sources) out. For the evaluation and benchmarks; the widget runs the same engine.
 */
import type { SiteIndex } from '@/lib/search/retrieve';
import { createChatEngine } from './engine';
import { createOfflineProvider } from './offline';

export function offlineAnswerer(index: SiteIndex) {
  const engine = createChatEngine({ offline: createOfflineProvider(), index: () => index });
  return async (question: string) => {
    const { message } = await engine.respond(question, { sessionId: 'user_evaluation', history: [] });
    return { text: message.text, sources: message.sources ?? [] };
  };
}
