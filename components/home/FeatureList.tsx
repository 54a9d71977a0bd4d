import { cn } from '@/lib/cn';

/** A product's features, each behind a check mark drawn by CSS (`.feature-list` in app/globals.css). */
export function FeatureList({ features, tone = 'light' }: { features: readonly string[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className={cn('feature-list', tone === 'dark' ? 'feature-list-dark text-slate-200' : 'text-slate-700')}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
