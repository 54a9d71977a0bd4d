import { PhoneFold } from '@/components/ui/PhoneFold';
import type { ContentsEntry } from '@/lib/blog/contents';

/** "On this page": the article's sections, folded behind one tap on a phone, open wider. */
export function ArticleContents({ entries }: { entries: readonly ContentsEntry[] }) {
  if (!entries.length) return null;
  return (
    <PhoneFold
      as="nav"
      id="article-contents"
      title={`On this page · ${entries.length} sections`}
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 px-4 sm:p-6"
      titleClassName="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      summaryClassName="text-sm font-semibold tracking-wide text-slate-700 uppercase"
    >
      <ol className="toc">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </PhoneFold>
  );
}
