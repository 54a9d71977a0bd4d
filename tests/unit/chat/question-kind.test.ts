/** @jest-environment node */
import { factsIn, namesIn } from '@/lib/chat/fact-kinds';
import { askedKind, namesSeveral, putToCompany, questionParts, retrievalText, visitorContext } from '@/lib/chat/question-kind';

describe('kinds of fact in a text', () => {
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
    // How much less a visitor pays is a saving, given as a share.
    expect(askedKind('can u reduce our aws bill? by how much roughly')).toBe('percentage');
    expect(askedKind('how much cheaper will my cloud bill get')).toBe('percentage');
    expect(askedKind('what share of calls should a pilot take')).toBe('percentage');
    expect(askedKind('What are your office timings on saturday?')).toBe('hours');
    expect(askedKind('r u providing SIEM?')).toBe('offer');
    expect(askedKind('Is PCI DSS something you provide?')).toBe('offer');
    expect(askedKind('What is RAG?')).toBe('explain');
    expect(askedKind('which clouds do you support')).toBe('list');
    expect(askedKind('what languages can the bot speak?')).toBe('list');
    expect(askedKind('what is the price')).toBe('amount');
  });

  it('tells a sentence naming several things from one that lists what it does', () => {
    expect(namesSeveral('AWS, Azure and Google Cloud.')).toBe(true);
    expect(namesSeveral('Chatbots in English, Hindi, Kannada and more')).toBe(true);
    expect(namesSeveral('Monthly fees for migration support, operations and optimisation.')).toBe(false);
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

  it('reads the clause a question opens with as its scene, with or without a comma', () => {
    expect([...questionParts('If I ask you to delete my data, how soon will you reply?').condition]).toEqual(['i', 'ask', 'you', 'to', 'delete', 'my', 'data']);
    expect([...questionParts('once you detect an attack how long to contain it').condition]).toEqual(['you', 'detect', 'an', 'attack']);
    expect([...questionParts('if you find a bug after delivery do you fix it free').condition]).toEqual(['you', 'find', 'a', 'bug', 'after', 'delivery']);
    expect([...questionParts('how long to contain an attack once detected').condition]).toEqual([]);
  });
});

describe('putToCompany', () => {
  it.each([
    ['do u take interns?', 'firmly'],
    ['which clouds do you support', 'firmly'],
    ['is there parking at ur office?', 'firmly'],
    ['once you detect an attack how fast do you respond', 'loosely'],
    ['how do I know ur model works?', 'loosely'],
    ['how long does a website take', null],
    // About the articles, or about what a term means: the articles answer those.
    ['do you have a blog post on edge ai', null],
    ['what is WER in your voice bots', null],
  ] as const)('%s -> %s', (question, strength) => {
    expect(putToCompany(question)).toBe(strength);
  });
});
