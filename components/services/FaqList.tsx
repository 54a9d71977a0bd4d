import { ChevronDown } from '@/components/ui/icons';
import { Section } from '@/components/ui/Section';
import type { ServiceCta } from '@/lib/services/schema';
import { ServiceButton } from './ServiceButton';

/** Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqList({ faqs, askCta }: { faqs: readonly { question: string; answer: string }[]; askCta: ServiceCta }) {
  return (
    <Section labelledBy="faq-heading" className="bg-slate-50">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-heading" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            Frequently asked questions
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Straight answers to what clients ask us most. Anything else, ask us directly.
          </p>
          <ServiceButton cta={askCta} variant="secondary" size="md" className="mt-7" />
        </div>
        <div className="space-y-3">
          {faqs.map((faq) => (
            <details key={faq.question} className="group card px-6 py-1 open:shadow-[var(--shadow-lift)]">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-5 leading-7 text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
