import { Clock } from '@/components/ui/icons';
import { readTimeLabel } from '@/lib/blog/format';

export function ReadTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <span className={className ? `read-time ${className}` : 'read-time'}>
      <Clock aria-hidden="true" />
      {readTimeLabel(minutes)}
    </span>
  );
}

/** The category pill used on cards and article heroes. */
export function CategoryBadge({ category, tone = 'light' }: { category: string; tone?: 'light' | 'dark' }) {
  return (
    <span className={tone === 'dark' ? 'badge badge-dark' : 'badge'}>
      {category}
    </span>
  );
}
