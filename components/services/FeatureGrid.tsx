import { Section, SectionHeading } from '@/components/ui/Section';
import type { ServicePage } from '@/lib/services/schema';
import { FeatureIcon } from './FeatureIcon';

export function FeatureGrid({ features }: { features: ServicePage['features'] }) {
  return (
    <Section labelledBy="features-heading" className="bg-slate-50">
      <SectionHeading id="features-heading" eyebrow={features.eyebrow} title={features.heading} intro={features.intro} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {features.items.map((item) => (
          <li
            key={item.title}
            className="card group flex flex-col p-7 transition duration-300 hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)]"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition group-hover:bg-brand-600 group-hover:text-white">
              <FeatureIcon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
