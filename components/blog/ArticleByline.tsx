import { Tag, UserRound } from '@/components/ui/icons';
import { ReadTime } from './PostMeta';

/** 'By {author}', the reading time and the tags. */
export function ArticleByline({ author, readTime, tags }: { author: string; readTime: number; tags: readonly string[] }) {
  return (
    <div className="flex flex-col gap-5 border-b border-slate-200 pb-8">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-600">
        <span className="inline-flex items-center gap-2 font-semibold text-ink">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-600">
            <UserRound className="size-5" />
          </span>
          By {author}
        </span>
        <ReadTime minutes={readTime} />
      </div>
      <div className="flex items-start gap-2">
        <Tag aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-slate-500" />
        <ul aria-label="Tags" className="flex flex-wrap gap-2 *:rounded-full *:bg-slate-100 *:px-3 *:py-1 *:text-sm *:text-slate-700">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
