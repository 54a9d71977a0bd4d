import { cn } from '@/lib/cn';
import type { ServiceIconName } from '@/lib/services/schema';
import { FeatureIcon } from './FeatureIcon';

export type Step = { title: string; description: string; duration?: string; icon?: ServiceIconName };

/** Four numbered steps joined by a rule on wide screens; used for every process on the site's service pages. */
export function StepList({ steps, tone = 'light' }: { steps: readonly Step[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <div className="relative">
      <div aria-hidden="true" className={cn('absolute top-7 right-[12%] left-[12%] hidden h-px lg:block', dark ? 'bg-white/15' : 'bg-brand-200')} />
      <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex flex-col">
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'relative flex size-14 shrink-0 items-center justify-center rounded-2xl text-lg font-extrabold',
                dark ? 'bg-brand-500 text-white shadow-[0_0_0_6px_rgb(7_11_26)]' : 'bg-brand-600 text-white shadow-[0_0_0_6px_white]',
              )}
            >
              {step.icon ? <FeatureIcon name={step.icon} className="size-6" /> : index + 1}
            </span>{' '}
            {step.duration && (
              <span
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-semibold',
                  dark ? 'bg-night text-accent-300 ring-1 ring-white/20' : 'bg-white text-accent-700 ring-1 ring-accent-500/30',
                )}
              >
                {step.duration}
              </span>
            )}
          </div>
          <h3 className={cn('mt-5 text-lg font-bold', dark && 'text-white')}>
            <span className={cn('mr-1 text-sm font-semibold', dark ? 'text-brand-300' : 'text-brand-600')}>
              {String(index + 1).padStart(2, '0')}
            </span>{' '}
            {step.title}
          </h3>
          <p className={cn('mt-2 leading-7', dark ? 'text-slate-300' : 'text-slate-600')}>{step.description}</p>
        </li>
      ))}
      </ol>
    </div>
  );
}
