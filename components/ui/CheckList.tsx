import { cn } from '@/lib/cn';

/** A short list of features, each behind a check mark (service cards on home and /services). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm text-slate-700', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <span aria-hidden="true" className="check-mark mt-0.5 size-4 shrink-0 text-accent-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
