/** @jest-environment node */
import path from 'node:path';
import { collectKnowledge } from '@/scripts/chat/collect-knowledge';
import { pageBoostFor } from '@/lib/chat/intents';
import { buildIndex, rankPages, searchPassages, splitPassages, stem, terms, tokenize, type KnowledgeIndex } from '@/lib/chat/retrieval';

let index: KnowledgeIndex;

beforeAll(async () => {
  const knowledge = await collectKnowledge(path.resolve(__dirname, '../../..'), () => {});
  index = buildIndex(knowledge);
});

describe('retrieval quality over the generated knowledge', () => {
  it.each([
    ['What does a virtual office cost?', '/services/virtual-office/'],
    ['How much does a basic website cost?', '/services/web-development/'],
    ['Monthly price of your inventory software', '/services/ecommerce-inventory/'],
    ['What are your office hours?', '/contact/'],
    ['What is your e-mail address?', '/contact/'],
    ['Do you do penetration testing?', '/services/cyber-cloud/'],
    ['Can you migrate our servers to AWS or Azure?', '/services/cloud-solutions/'],
    ['How long does a logo design take?', '/services/graphic-design/'],
    ['I want to hire dedicated developers and QA engineers', '/services/offshore-talent/'],
    ['fraud detection with machine learning', '/services/quantiti/'],
    ['Can you send bulk WhatsApp messages?', '/services/whatsapp-communications/'],
    ['Which certifications does the company hold?', '/#about'],
    ['Do you have job openings for QA engineers?', '/careers/'],
    ['Who is on your technical team?', '/our-team/'],
    ['What is edge computing?', '/blog/edge-computing-and-edge-ai-guide/'],
  ])('"%s" finds %s first', (question, url) => {
    expect(rankPages(index, question, 3, pageBoostFor(question))[0]?.url).toBe(url);
  });

  it('quotes the virtual office prices from the site', () => {
    const [best] = searchPassages(index, 'what does a virtual office cost?', 1, pageBoostFor('what does a virtual office cost?'));
    expect(best?.text).toMatch(/₹3,000/);
    expect(best?.text).toMatch(/₹15,000/);
  });

  it('finds nothing for a question with no word in common with the site', () => {
    expect(searchPassages(index, 'zebra xylophone')).toEqual([]);
    expect(searchPassages(index, '   ')).toEqual([]);
  });
});

describe('tokenize', () => {
  it('drops stop words, stems, and treats rupee amounts and cost words as price', () => {
    expect(tokenize('What does it cost?')).toEqual(['price']);
    expect(tokenize('Plans from ₹3,000 per month')).toEqual(['plan', 'price', 'per', 'month']);
    expect(tokenize('How much are the websites')).toEqual(['price', 'website']);
    expect(stem('companies')).toBe('company');
  });
});

describe('terms', () => {
  it('adds pairs of neighbouring words, broken by a stop word', () => {
    expect(terms('Office hours: Mon-Fri')).toContain('office_hour');
    expect(terms('meeting rooms by the hour')).not.toContain('room_hour');
  });
});

describe('splitPassages', () => {
  it('groups sentences without cutting one', () => {
    const text = 'First sentence here. Second one is here. Third.\nA new line.';
    expect(splitPassages(text, 30)).toEqual(['First sentence here.', 'Second one is here. Third.', 'A new line.']);
  });
});
