'use client';

import { useState } from 'react';
import { ThumbsDown, ThumbsUp } from '@/components/ui/icons';
import { track } from '@/lib/analytics/events.browser';
import { voteEvent, type Vote } from '@/lib/chat/feedback';
import { cn } from '@/lib/cn';

const choices = [
  { vote: 'up', label: 'Helpful answer', Icon: ThumbsUp },
  { vote: 'down', label: 'Not helpful', Icon: ThumbsDown },
] as const;

/** 👍/👎 under an answer: one vote per answer, reported with the answer's intent (never its text). */
export function AnswerVote({ intent }: { intent?: string }) {
  const [voted, setVoted] = useState<Vote | null>(null);
  const cast = (vote: Vote) => {
    if (voted) return;
    setVoted(vote);
    const { event, params } = voteEvent(intent, vote);
    track(event, params);
  };
  return (
    <div className="mt-1.5 flex items-center gap-1" role="group" aria-label="Rate this answer">
      {choices.map(({ vote, label, Icon }) => (
        <button
          key={vote}
          type="button"
          aria-label={label}
          aria-pressed={voted === vote}
          disabled={voted !== null && voted !== vote}
          onClick={() => cast(vote)}
          className={cn(
            'grid size-7 place-items-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-brand-700 disabled:opacity-40',
            voted === vote && 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      ))}
      {voted ? (
        <span role="status" className="ml-1 text-[0.7rem] text-slate-500">
          Thanks for the feedback
        </span>
      ) : null}
    </div>
  );
}
