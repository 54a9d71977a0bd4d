/**
 * A visitor's vote on an answer (👍 or 👎), reported as an analytics event with the answer's
 * intent and the vote only: never the question or the answer, which are the visitor's words.
 */
import type { AnalyticsEvent, EventParams } from '@/lib/analytics/events';

export type Vote = 'up' | 'down';
export const VOTE_EVENT: AnalyticsEvent = 'chat_answer_vote';

export function voteEvent(intent: string | undefined, vote: Vote): { event: AnalyticsEvent; params: EventParams } {
  return { event: VOTE_EVENT, params: { intent: intent ?? 'none', vote } };
}
