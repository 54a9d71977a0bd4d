import { Section, SectionHeading } from '@/components/ui/Section';
import type { CommonServicePage } from '@/lib/services/schema';
import { FeatureIcon } from './FeatureIcon';
import { StepList } from './StepList';

/** The common layout's four-item section: process steps, or platforms / use cases / benefits / applications as cards. */
export function FourItems({ section }: { section: CommonServicePage['fourItems'] }) {
  return (
    <Section labelledBy="four-items-heading">
      <SectionHeading id="four-items-heading" eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
      {section.kind === 'process' ? (
        <StepList steps={section.items} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item) => (
            <li
              key={item.title}
              className="relative overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-gradient-to-b from-white to-brand-50/60 p-7"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 to-accent-400" />
              <FeatureIcon name={item.icon} className="size-7 text-brand-600" />
              <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
