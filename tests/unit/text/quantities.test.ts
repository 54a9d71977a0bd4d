/** @jest-environment node */
import { quantitiesIn } from '@/lib/text/quantities';

describe('quantities in a text', () => {
  it('finds amounts, durations, hours and percentages as written', () => {
    const found = (text: string) => quantitiesIn(text).map((f) => `${f.kind}:${f.text}`);
    expect(found('Plans are ₹3,000 a month; the Custom plan is ₹1,00,000 one-time.')).toEqual(['amount:₹3,000', 'amount:₹1,00,000']);
    expect(found('We respond in 15 minutes and contain it in 2–4 hours.')).toEqual(['duration:15 minutes', 'duration:2–4 hours']);
    expect(found('A 15-minute call, then a few working days of set-up')).toEqual(['duration:15-minute', 'duration:a few working days']);
    expect(found('1 Weeks 1–2')).toEqual(['duration:Weeks 1–2']);
    expect(found('Mon – Sat: 9:00 AM – 7:00 PM')).toEqual(['hours:9:00 AM – 7:00 PM']);
    expect(found('Sunday: emergency support only')).toEqual(['hours:emergency support only']);
    expect(found('Cut bills by 20–40% with 99.9% uptime, 24/7.')).toEqual(['percentage:20–40%', 'percentage:99.9%', 'hours:24/7']);
    expect(found('Length 8:45')).toEqual(['duration:8:45']);
  });
});
