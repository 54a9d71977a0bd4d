import type { Service } from '@/content/services';
import { Section, SectionHeading } from '@/components/ui/Section';
import type { Crumb } from '@/lib/seo/jsonld';
import { questionCta } from '@/lib/actions/service-ctas';
import type { CyberCloudServicePage as CyberCloudPage } from '@/lib/services/schema';
import { ClientQuotes } from './ClientQuotes';
import { ClosingCta } from './ClosingCta';
import { FaqList } from './FaqList';
import { FeatureGrid } from './FeatureGrid';
import { GettingStarted } from './GettingStarted';
import { PricingPlans } from './PricingPlans';
import { ServiceHero } from './ServiceHero';
import { Walkthrough } from './Walkthrough';
import { StepList } from './StepList';

/** The security and cloud layout: hero, features, process, testimonials, pricing, closing band (plus FAQ). */
export function CyberCloudServicePage({ service, page, crumbs }: { service: Service; page: CyberCloudPage; crumbs: readonly Crumb[] }) {
  return (
    <>
      <ServiceHero hero={page.hero} service={service} crumbs={crumbs} />
      <FeatureGrid features={page.features} />
      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" eyebrow={page.process.eyebrow} title={page.process.heading} intro={page.process.intro} />
        <StepList steps={page.process.steps} />
      </Section>
      <ClientQuotes eyebrow="Testimonials" heading="Trusted when it matters" quotes={page.testimonials} />
      <PricingPlans pricing={page.pricing} serviceTitle={service.title} />
      <GettingStarted howTo={page.howTo} />
      <Walkthrough slug={service.slug} video={page.video} />
      <FaqList faqs={page.faqs} askCta={questionCta(service.title)} />
      <ClosingCta closing={page.closing} />
    </>
  );
}
