import type { ServicePage } from '@/lib/services/schema';
import { ServiceButton } from './ServiceButton';

export function ClosingCta({ closing }: { closing: ServicePage['closing'] }) {
  return (
    <section aria-labelledby="closing-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="bg-hero relative overflow-hidden rounded-[2rem] px-6 py-14 text-center sm:px-12 sm:py-20">
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-500/25 blur-3xl" />
          <h2 id="closing-heading" className="relative mx-auto max-w-3xl text-3xl font-extrabold text-white sm:text-4xl lg:text-5xl lg:leading-[1.1]">
            {closing.heading}
          </h2>
          <p className="relative mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-300">{closing.text}</p>
          <div className="relative mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ServiceButton cta={closing.primary} variant="light" className="w-full sm:w-auto" />
            <ServiceButton cta={closing.secondary} variant="outline-light" className="w-full sm:w-auto" />
          </div>
        </div>
      </div>
    </section>
  );
}
