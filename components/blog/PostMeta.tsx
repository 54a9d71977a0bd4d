import { Clock } from 'lucide-react';
import { readTimeLabel } from '@/lib/blog/format';

export function ReadTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className ?? ''}`}>
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {readTimeLabel(minutes)}
    </span>
  );
}

/** The category pill used on cards and article heroes. */
export function CategoryBadge({ category, tone = 'light' }: { category: string; tone?: 'light' | 'dark' }) {
  const colours =
    tone === 'dark' ? 'border-white/20 bg-white/10 text-white' : 'border-brand-200 bg-brand-50 text-brand-700';
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${colours}`}>
      {category}
    </span>
  );
}
