import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { Section, SectionHeading } from '@/components/ui/Section';
import { claims } from '@/content/site';
import { serviceHref } from '@/lib/services/urls';
import type { ServicesOverview } from '@/lib/services/overview';
import type { ServicePageEntry } from '@/lib/services/pages';
import { serviceCatalogueJsonLd } from '@/lib/seo/service';
import { AutomationProSection } from './AutomationProSection';
import { ClosingCta } from './ClosingCta';
import { ServiceButton } from './ServiceButton';
import { ServiceCatalogue } from './ServiceCatalogue';
import { Headline } from './ServiceHero';
import { StepList } from './StepList';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services/' },
];

export function ServicesOverviewView({ overview, entries }: { overview: ServicesOverview; entries: readonly ServicePageEntry[] }) {
  const { hero } = overview;
  const stats = [
    { value: String(claims.foundedYear), label: 'serving businesses since' },
    { value: claims.projects, label: 'projects delivered' },
    { value: claims.satisfaction, label: 'client satisfaction' },
    { value: claims.support, label: 'support for critical issues' },
  ];
  return (
    <>
      <JsonLd
        data={serviceCatalogueJsonLd(
          entries.map(({ service }) => ({ name: service.title, description: service.description, url: serviceHref(service.slug) })),
        )}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow={hero.badge}
        title={<Headline headline={hero.headline} accent={hero.accent} />}
        subtitle={hero.intro}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ServiceButton cta={hero.primary} className="w-full sm:w-auto" />
          <ServiceButton cta={hero.secondary} variant="outline-light" className="w-full sm:w-auto" />
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-white/10 pt-8 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <Section labelledBy="catalogue-heading" className="bg-slate-50">
        <SectionHeading id="catalogue-heading" eyebrow={overview.catalogue.eyebrow} title={overview.catalogue.heading} intro={overview.catalogue.intro} />
        <ServiceCatalogue entries={entries} />
      </Section>
      <Section labelledBy="engagement-heading">
        <SectionHeading id="engagement-heading" eyebrow={overview.engagement.eyebrow} title={overview.engagement.heading} intro={overview.engagement.intro} />
        <StepList steps={overview.engagement.steps} />
      </Section>
      <AutomationProSection />
      <ClosingCta closing={overview.closing} />
    </>
  );
}
