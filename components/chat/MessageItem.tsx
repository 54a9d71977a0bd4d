'use client';

import Link from '@/components/ui/Link';
import { FileText } from '@/components/ui/icons';
import type { ChatMessage } from '@/lib/chat/types';
import { AnswerVote } from './AnswerVote';
import { BotText } from './BotText';
import { ReplyActions } from './ReplyActions';

type Props = {
  message: ChatMessage;
  latest: boolean;
  busy: boolean;
  onSend: (text: string) => void;
  onPopup: () => void;
  onNavigate: () => void;
  onPreview: (src: string) => void;
};

const sentimentStyle = { positive: 'bg-emerald-50 text-emerald-800', negative: 'bg-rose-50 text-rose-800', neutral: 'bg-slate-100 text-slate-700' } as const;
const readable = (intent: string) => intent.replace(/^ask_/, '').replace(/_/g, ' ');

export function MessageItem({ message, latest, busy, onSend, onPopup, onNavigate, onPreview }: Props) {
  if (message.sender === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] space-y-2">
          {message.image ? (
            <button type="button" onClick={() => onPreview(message.image!)} className="block overflow-hidden rounded-2xl ring-1 ring-slate-200">
              {/* eslint-disable-next-line @next/next/no-img-element -- a visitor's local data URL */}
              <img src={message.image} alt="Image you attached" className="max-h-40 w-auto object-cover" />
            </button>
          ) : null}
          {message.text ? (
            <p className="rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-white">{message.text}</p>
          ) : null}
        </div>
      </li>
    );
  }

  return (
    <li className="flex gap-2.5">
      <span aria-hidden="true" className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white">
        M
      </span>
      <div className="min-w-0 max-w-[88%] flex-1">
        <div className="rounded-2xl rounded-tl-md bg-white px-3.5 py-2.5 text-slate-700 shadow-sm ring-1 ring-slate-200/80">
          {message.notice ? <p className="mb-2 border-b border-amber-100 pb-2 text-xs font-medium text-amber-900">{message.notice}</p> : null}
          <BotText text={message.text} />
          {message.sources?.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5 border-t border-slate-100 pt-2" aria-label="Sources">
              {message.sources.map((source) => (
                <li key={source.url}>
                  <Link href={source.url} onClick={onNavigate} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 hover:underline">
                    <FileText aria-hidden="true" className="size-3.5" />
                    Source: {source.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* A reply still being written is not rated yet. */}
        {latest && busy ? null : <AnswerVote intent={message.intent} />}
        {message.intent || message.sentiment ? (
          <p className="mt-1.5 flex flex-wrap gap-1.5 text-[0.7rem] font-medium">
            {message.intent ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                <span className="sr-only">Intent: </span>
                {readable(message.intent)} · {Math.round((message.confidence ?? 0) * 100)}%
              </span>
            ) : null}
            {message.sentiment ? (
              <span className={`rounded-full px-2 py-0.5 ${sentimentStyle[message.sentiment]}`}>
                <span className="sr-only">Sentiment: </span>
                {message.sentiment}
              </span>
            ) : null}
          </p>
        ) : null}
        {message.buttons?.length ? (
          <ReplyActions buttons={message.buttons} question={message.question} onPopup={onPopup} onSend={onSend} onNavigate={onNavigate} />
        ) : null}
        {latest && message.suggestedResponses?.length ? (
          <div className="mt-2.5">
            <p className="mb-1.5 text-xs font-semibold text-slate-600">Quick responses</p>
            <div className="flex flex-wrap gap-1.5">
              {message.suggestedResponses.map((text) => (
                <button
                  key={text}
                  type="button"
                  disabled={busy}
                  onClick={() => onSend(text)}
                  className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-xs font-medium text-brand-800 transition hover:border-brand-400 hover:bg-brand-50 disabled:opacity-60"
                >
                  {text}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
