import type { Service } from '@/content/services';
import type { Crumb } from '@/lib/seo/jsonld';
import { questionCta } from '@/lib/actions/service-ctas';
import type { CommonServicePage as CommonPage } from '@/lib/services/schema';
import { ClientQuotes } from './ClientQuotes';
import { ClosingCta } from './ClosingCta';
import { FaqList } from './FaqList';
import { FeatureGrid } from './FeatureGrid';
import { FourItems } from './FourItems';
import { GettingStarted } from './GettingStarted';
import { Highlights } from './Highlights';
import { PricingPlans } from './PricingPlans';
import { ServiceHero } from './ServiceHero';
import { Walkthrough } from './Walkthrough';

/** The common service layout: hero, highlights, six features, four items, closing band (plus prices, reviews, FAQ). */
export function CommonServicePage({ service, page, crumbs }: { service: Service; page: CommonPage; crumbs: readonly Crumb[] }) {
  return (
    <>
      <ServiceHero hero={page.hero} service={service} crumbs={crumbs} />
      <Highlights highlights={page.highlights} />
      <FeatureGrid features={page.features} />
      <FourItems section={page.fourItems} />
      {page.pricing && <PricingPlans pricing={page.pricing} serviceTitle={service.title} />}
      <ClientQuotes
        eyebrow="Client reviews"
        heading="What our clients say"
        quotes={page.reviews.map((review) => ({
          name: review.author,
          title: review.reviewTitle,
          content: review.reviewBody,
          rating: review.rating,
        }))}
      />
      <GettingStarted howTo={page.howTo} />
      <Walkthrough slug={service.slug} video={page.video} />
      <FaqList faqs={page.faqs} askCta={questionCta(service.title)} />
      <ClosingCta closing={page.closing} />
    </>
  );
}
