/** The 2023–2025 growth timeline. */
import { timeline } from '@/content/team';

export function GrowthTimeline() {
  return (
    <div className="relative">
      <span aria-hidden="true" className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-400/0 via-brand-400/60 to-brand-400/0 md:block" />
      <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
        {timeline.map((step) => (
          <li key={step.year} className="relative flex gap-5 md:flex-col md:items-center md:text-center">
            <span aria-hidden="true" className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-brand-500 text-sm font-bold text-white ring-8 ring-brand-500/15">
              {String(step.year).slice(2)}
            </span>
            <div>
              <p className="text-sm font-semibold tracking-wide text-accent-300">{step.year}</p>
              <h3 className="mt-1 text-xl font-bold text-white">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
