import { Check } from 'lucide-react';

export function FeatureList({ features, tone = 'light' }: { features: readonly string[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature} className={`flex items-center gap-2.5 text-sm font-medium ${tone === 'dark' ? 'text-slate-200' : 'text-slate-700'}`}>
          <span className={`grid size-6 shrink-0 place-items-center rounded-full ${tone === 'dark' ? 'bg-accent-400/20 text-accent-300' : 'bg-accent-500/10 text-accent-700'}`}>
            <Check aria-hidden="true" className="size-3.5" />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
