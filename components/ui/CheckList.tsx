import { cn } from '@/lib/cn';

/** A short list of features, each behind a check mark drawn by CSS (`.check-list`; service cards on home and /services). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('check-list', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
