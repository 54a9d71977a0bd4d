import { Check, Sparkles } from '@/components/ui/icons';
import { Section, SectionHeading } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { planCta } from '@/lib/actions/service-ctas';
import { isStartingPrice } from '@/lib/services/pricing';
import type { PricingPlan } from '@/lib/services/schema';
import { ServiceButton } from './ServiceButton';

type Pricing = { heading: string; intro: string; plans: readonly PricingPlan[]; note?: string };

function PlanCard({ plan, serviceTitle }: { plan: PricingPlan; serviceTitle: string }) {
  const popular = plan.popular;
  // 'From ₹1,00,000' reads better as a small 'From' over the amount, and fits narrow cards.
  const from = isStartingPrice(plan.price);
  const amount = from ? plan.price.replace(/^from\s+/i, '') : plan.price;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[1.5rem] p-7 sm:p-8',
        popular
          ? 'bg-night text-white shadow-[var(--shadow-lift)] ring-2 ring-brand-500 lg:-my-4 lg:py-12'
          : 'card',
      )}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-3.5 py-1 text-xs font-bold whitespace-nowrap text-white shadow-md">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Most popular
        </p>
      )}
      <h3 className={cn('text-lg font-bold', popular && 'text-white')}>{plan.name}</h3>
      <p className={cn('mt-2 min-h-[3.5rem] text-sm leading-6', popular ? 'text-slate-300' : 'text-slate-600')}>{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        {/* The spaces between the parts are for reading aloud and for the page's text; the flex gap lays them out. */}
        {from && <span className={cn('w-full text-sm font-semibold', popular ? 'text-accent-300' : 'text-brand-700')}>From</span>}{' '}
        <span className={cn('text-4xl font-extrabold tracking-tight', popular ? 'text-white' : 'text-ink')}>{amount}</span>{' '}
        {plan.period && <span className={cn('text-sm font-medium', popular ? 'text-slate-300' : 'text-slate-500')}>{plan.period}</span>}
      </p>
      <ul className="mt-7 flex-1 space-y-3 text-[0.95rem]">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', popular ? 'text-accent-300' : 'text-accent-600')} />
            <span className={popular ? 'text-slate-200' : 'text-slate-700'}>{feature}</span>
          </li>
        ))}
      </ul>
      <ServiceButton
        cta={planCta(serviceTitle, plan)}
        variant={popular ? 'primary' : 'secondary'}
        size="md"
        className="mt-8 w-full"
      />
    </li>
  );
}

export function PricingPlans({ pricing, serviceTitle }: { pricing: Pricing; serviceTitle: string }) {
  return (
    <Section labelledBy="pricing-heading" className="bg-slate-50">
      <SectionHeading id="pricing-heading" eyebrow="Pricing" title={pricing.heading} intro={pricing.intro} />
      <ul
        className={cn(
          'mx-auto grid items-stretch gap-8 md:grid-cols-2',
          pricing.plans.length === 4 ? 'max-w-6xl xl:grid-cols-4 xl:gap-5' : 'max-w-5xl lg:grid-cols-3 lg:gap-6',
        )}
      >
        {pricing.plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} serviceTitle={serviceTitle} />
        ))}
      </ul>
      {pricing.note && <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-500">{pricing.note}</p>}
    </Section>
  );
}
