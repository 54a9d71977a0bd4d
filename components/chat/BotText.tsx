import { Fragment } from 'react';
import { formatBotText, type InlineToken } from '@/lib/chat/format';

function Inline({ tokens }: { tokens: InlineToken[] }) {
  return (
    <>
      {tokens.map((token, i) =>
        token.bold ? (
          <strong key={i} className="font-semibold text-ink">
            {token.text}
          </strong>
        ) : (
          <Fragment key={i}>{token.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Bot text as React elements: bold spans, bullet lists and emoji-led headings. No HTML is injected. */
export function BotText({ text }: { text: string }) {
  const blocks = formatBotText(text);
  const out: React.ReactNode[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if (block.kind === 'bullet') {
      const items = [];
      while (blocks[i]?.kind === 'bullet') {
        items.push(
          <li key={i} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            <span>
              <Inline tokens={blocks[i]!.inline} />
            </span>
          </li>,
        );
        i += 1;
      }
      i -= 1;
      out.push(
        <ul key={`ul-${i}`} className="my-1.5 space-y-1">
          {items}
        </ul>,
      );
    } else if (block.kind === 'heading') {
      out.push(
        <p key={i} className="mt-1 mb-1 rounded-lg bg-brand-50 px-2.5 py-1.5 font-semibold text-brand-900 first:mt-0">
          <Inline tokens={block.inline} />
        </p>,
      );
    } else {
      out.push(
        <p key={i} className="my-1 first:mt-0 last:mb-0">
          <Inline tokens={block.inline} />
        </p>,
      );
    }
  }
  return <div className="text-sm leading-relaxed">{out}</div>;
}
