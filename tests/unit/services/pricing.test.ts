/** @jest-environment node */
import { billingUnit, isStartingPrice, parseInrAmount, startingPrice } from '@/lib/services/pricing';

describe('parseInrAmount', () => {
  it.each([
    ['₹35,000', 35000],
    ['₹3,000', 3000],
    ['From ₹25,000', 25000],
    ['From ₹1,00,000', 100000],
    ['₹ 15,000', 15000],
  ])('reads %s as %d', (price, amount) => {
    expect(parseInrAmount(price)).toBe(amount);
  });

  it.each(['Custom', '', 'Call us', '₹0'])('has no amount for %p', (price) => {
    expect(parseInrAmount(price)).toBeNull();
  });
});

describe('plan price helpers', () => {
  it('recognises starting prices', () => {
    expect(isStartingPrice('From ₹50,000')).toBe(true);
    expect(isStartingPrice('₹50,000')).toBe(false);
  });

  it('gives monthly plans a month unit and others none', () => {
    expect(billingUnit('per month')).toEqual({ unitCode: 'MON', unitText: 'month' });
    expect(billingUnit('one-time')).toBeNull();
    expect(billingUnit('')).toBeNull();
  });
});

describe('startingPrice', () => {
  const plan = (price: string, period: string) => ({ name: price, price, period, description: 'A plan for testing.', features: ['a', 'b', 'c'], popular: false });

  it('names the cheapest priced plan, monthly or one-time', () => {
    expect(startingPrice([plan('Custom', ''), plan('₹75,000', 'per month'), plan('₹25,000', 'per month')])).toBe('From ₹25,000 a month');
    expect(startingPrice([plan('From ₹1,00,000', 'one-time'), plan('From ₹25,000', 'one-time')])).toBe('From ₹25,000');
  });

  it('has nothing to say without a priced plan', () => {
    expect(startingPrice(undefined)).toBeUndefined();
    expect(startingPrice([plan('Custom', '')])).toBeUndefined();
  });
});
