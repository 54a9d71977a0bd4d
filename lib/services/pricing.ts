/**
 * Reads the machine values behind a plan's display price, for the Offer structured
 * data. Indian digit grouping ('₹1,00,000') is handled by ignoring the separators.
 */
import type { PricingPlan } from './schema';

/** '₹35,000' → 35000, 'From ₹1,00,000' → 100000, 'Custom' → null. */
export function parseInrAmount(price: string): number | null {
  const match = /₹\s*([\d,]+)/.exec(price);
  if (!match?.[1]) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** 'From ₹25,000' is a minimum, not an exact price. */
export const isStartingPrice = (price: string) => /^from\b/i.test(price.trim());

export type BillingUnit = { unitCode: 'MON'; unitText: 'month' } | null;

/** Only monthly plans repeat; one-time and custom prices carry no unit. */
export function billingUnit(period: string): BillingUnit {
  return /month/i.test(period) ? { unitCode: 'MON', unitText: 'month' } : null;
}

/** The lowest priced plan, for overview cards: 'From ₹25,000 per month'. */
export function startingPrice(plans: readonly PricingPlan[] | undefined): string | undefined {
  const priced = (plans ?? [])
    .map((plan) => ({ plan, amount: parseInrAmount(plan.price) }))
    .filter((entry): entry is { plan: PricingPlan; amount: number } => entry.amount !== null)
    .sort((a, b) => a.amount - b.amount);
  const lowest = priced[0];
  if (!lowest) return undefined;
  const price = lowest.plan.price.replace(/^from\s+/i, '');
  const monthly = billingUnit(lowest.plan.period) ? ' a month' : '';
  return `From ${price}${monthly}`;
}
