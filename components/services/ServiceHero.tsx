import type { ReactNode } from 'react';
import { CircleCheck, Clock } from '@/components/ui/icons';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import type { Service } from '@/content/services';
import { claims } from '@/content/site';
import type { Crumb } from '@/lib/seo/jsonld';
import type { ServicePage } from '@/lib/services/schema';
import { ServiceButton } from './ServiceButton';

/** Splits the headline so its accent phrase can carry the brand gradient. */
export function Headline({ headline, accent }: { headline: string; accent?: string }): ReactNode {
  const at = accent ? headline.indexOf(accent) : -1;
  if (!accent || at < 0) return headline;
  return (
    <>
      {headline.slice(0, at)}
      <span className="text-gradient">{accent}</span>
      {headline.slice(at + accent.length)}
    </>
  );
}

/** The catalogue's summary of the service, beside the headline on wide screens. */
function AtAGlance({ service }: { service: Service }) {
  return (
    <aside aria-label={`${service.title} at a glance`} className="relative hidden lg:block">
      <div aria-hidden="true" className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-500/30 to-accent-500/20 blur-2xl" />
      <div className="relative rounded-[1.75rem] border border-white/15 bg-white/[0.07] p-8 shadow-2xl backdrop-blur-md">
        <div className="flex items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg">
            <ServiceIcon name={service.icon} className="size-7" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{service.category}</p>
            <p className="text-lg font-bold text-white">{service.shortTitle}</p>
          </div>
        </div>
        <ul className="mt-7 space-y-3.5">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-200">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-7 flex items-center gap-2 border-t border-white/10 pt-5 text-sm text-slate-300">
          <Clock aria-hidden="true" className="size-4 text-accent-300" />
          First reply within {claims.responseTime}
        </p>
      </div>
    </aside>
  );
}

/**
 * The dark opening band (the fixed header is white-on-transparent above it), in two
 * columns so the catalogue summary can sit beside the headline.
 */
export function ServiceHero({ hero, service, crumbs }: { hero: ServicePage['hero']; service: Service; crumbs: readonly Crumb[] }) {
  return (
    <section className="bg-hero relative overflow-hidden pt-36 pb-14 text-white sm:pt-44 sm:pb-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      <div className="container-page relative">
        <Breadcrumbs crumbs={crumbs} />
        <div className="grid items-center gap-12 lg:grid-cols-[1.35fr_1fr] xl:gap-20">
          <div>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 uppercase">
              {hero.badge}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">
              <Headline headline={hero.headline} accent={hero.accent} />
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">{hero.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ServiceButton cta={hero.primary} className="w-full sm:w-auto" />
              <ServiceButton cta={hero.secondary} variant="outline-light" className="w-full sm:w-auto" />
            </div>
          </div>
          <AtAGlance service={service} />
        </div>
        <dl
          className={`mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 ${
            hero.stats.length === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'
          }`}
        >
          {hero.stats.map((stat, index) => (
            <div
              key={stat.label}
              className={`flex flex-col-reverse gap-1 bg-night/70 px-5 py-5 sm:px-6 ${
                hero.stats.length === 3 && index === 2 ? 'col-span-2 sm:col-span-1' : ''
              }`}
            >
              <dt className="text-sm leading-snug text-slate-300">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
