import { clsx } from 'clsx';
import { Check } from '@/components/ui/icons';
import { formSteps } from '@/content/contact-form';

export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Form progress">
      {formSteps.map((item, index) => {
        const done = index < step;
        const current = index === step;
        return (
          <li key={item.title} aria-current={current ? 'step' : undefined} className="flex flex-col gap-2">
            <span className={clsx('h-1.5 rounded-full transition-colors', done || current ? 'bg-brand-600' : 'bg-slate-200')} />
            {/* One line each at 390 px: the number badge shows from 640 px, the bar above says enough on a phone. */}
            <span className={clsx('flex items-center gap-1.5 text-xs font-semibold whitespace-nowrap sm:text-sm', current ? 'text-brand-700' : done ? 'text-ink' : 'text-slate-500')}>
              <span
                className={clsx(
                  'hidden size-5 shrink-0 place-items-center rounded-full text-[0.7rem] sm:grid',
                  done ? 'bg-brand-600 text-white' : current ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-3 stroke-3" /> : index + 1}
              </span>
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {item.title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
