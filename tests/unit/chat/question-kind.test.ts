/** @jest-environment node */
import { factsIn, namesIn, quantitiesIn } from '@/lib/chat/fact-kinds';
import { askedKind, retrievalText, visitorContext } from '@/lib/chat/question-kind';

describe('kinds of fact in a text', () => {
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

  it('finds acronyms and product names, not a person run into a job title', () => {
    expect(namesIn('Evidence for ISO/IEC 27001, SOC 2 and GDPR on HubSpot and Next.js').map((f) => f.text)).toEqual(['ISO/IEC 27001', 'SOC 2', 'GDPR', 'HubSpot', 'Next.js']);
    expect(namesIn('Prakash MenonCTO, fintech lending platform, 9:00 AM').map((f) => f.text)).toEqual([]);
    expect(factsIn('Official WhatsApp Business API set-up', ['WhatsApp Business API']).map((f) => f.text)).toEqual(['WhatsApp Business API']);
  });
});

describe('what a question asks for', () => {
  it('reads the kind from the question form', () => {
    expect(askedKind('how soon can my team start?')).toBe('duration');
    expect(askedKind('logo design timeline?')).toBe('duration');
    expect(askedKind('Show me your growth timeline')).toBeNull();
    expect(askedKind('What does the Advanced Protection plan cost?')).toBe('amount');
    expect(askedKind('How much data do we need?')).toBeNull();
    expect(askedKind('how much can we save in percent')).toBe('percentage');
    expect(askedKind('What are your office timings on saturday?')).toBe('hours');
    expect(askedKind('r u providing SIEM?')).toBe('offer');
    expect(askedKind('Is PCI DSS something you provide?')).toBe('offer');
    expect(askedKind('What is RAG?')).toBe('explain');
  });

  it('leaves out of retrieval the words that only say the kind of answer, and puts a duration as "how long"', () => {
    expect(retrievalText('Do you offer CRM integration?')).toBe('Do you CRM integration?');
    expect(retrievalText('logo design timeline?')).toBe('logo design ? how long');
    expect(retrievalText('How long does a logo take?')).toBe('How long does a logo ?');
    expect(retrievalText('What does the Automation Pro offer include?')).toBe('What does the Automation Pro offer include?');
  });

  it('tells the visitor\'s own situation from what is asked', () => {
    expect([...visitorContext('how many days for logo designing for my new bakery').described]).toEqual(['new', 'bakery']);
    expect([...visitorContext('If I ask you to delete my personal data, how soon will you reply?').owned]).toEqual(['personal', 'data']);
    expect([...visitorContext('we are a spice trader in Kochi and want a store').described]).toEqual(['a', 'spice', 'trader', 'in', 'kochi']);
    expect([...visitorContext('I submitted the enquiry yesterday, when will you reply?').described]).toEqual(['submitted', 'the', 'enquiry', 'yesterday']);
    expect([...visitorContext('Can your team build our backend in PHP?').owned]).toEqual(['backend']);
    expect(visitorContext('Can I visit your London office?')).toEqual({ described: new Set(), owned: new Set() });
  });
});
