import { CircleCheck } from '@/components/ui/icons';
import { claims } from '@/content/site';
import { cn } from '@/lib/cn';
import type { CommonServicePage } from '@/lib/services/schema';

const panelTones = {
  brand: 'bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900',
  accent: 'bg-gradient-to-br from-accent-700 via-brand-800 to-brand-900',
  night: 'bg-night',
} as const;

/** Two columns: what is included (checklist) and why clients choose us (coloured panel). */
export function Highlights({ highlights }: { highlights: CommonServicePage['highlights'] }) {
  const { why } = highlights;
  return (
    <section aria-labelledby="highlights-heading" className="py-16 sm:py-24">
      <div className="container-page grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <p className="eyebrow">{highlights.eyebrow}</p>
          <h2 id="highlights-heading" className="mt-4 text-3xl font-extrabold sm:text-4xl lg:leading-[1.15]">
            {highlights.heading}
          </h2>
          <p className="mt-5 text-lg leading-8 text-slate-600">{highlights.intro}</p>
          <ul className="mt-8 grid gap-x-6 gap-y-3.5 sm:grid-cols-2" aria-label="Included">
            {highlights.checklist.map((item) => (
              <li key={item} className="flex gap-3 text-[0.975rem] leading-6 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="why-heading"
          className={cn('relative overflow-hidden rounded-[1.75rem] p-8 text-white shadow-[var(--shadow-lift)] sm:p-10', panelTones[why.tone])}
        >
          <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-accent-400/20 blur-3xl" />
          <h3 id="why-heading" className="relative text-2xl font-bold text-white">
            {why.title}
          </h3>
          <ol className="relative mt-6 space-y-5">
            {why.points.map((point, index) => (
              <li key={point} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-bold text-white ring-1 ring-white/25">
                  {index + 1}
                </span>
                <p className="leading-7 text-white/90">{point}</p>
              </li>
            ))}
          </ol>
          <dl className="relative mt-8 grid grid-cols-3 gap-4 border-t border-white/15 pt-6 text-center">
            {[
              { value: String(claims.foundedYear), label: 'founded' },
              { value: claims.projects, label: 'projects' },
              { value: claims.support, label: 'support' },
            ].map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-xs tracking-wide text-white/75 uppercase">{stat.label}</dt>
                <dd className="text-xl font-bold text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
