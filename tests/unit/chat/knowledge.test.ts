/** @jest-environment node */
import path from 'node:path';
import { articleLines, describeContent, minimalKnowledge, parseKnowledge } from '@/lib/chat/knowledge';
import { collectKnowledge } from '@/scripts/chat/collect-knowledge';
import { services } from '@/content/services';
import { hours } from '@/content/site';

describe('knowledge helpers', () => {
  it('writes pricing plans and FAQs as sentences and leaves out links and ids', () => {
    const lines = describeContent({
      hero: { title: 'Virtual Office', description: 'A Bengaluru address.', href: '/virtual-office/', icon: 'building' },
      plans: [{ name: 'Starter', price: '₹3,000', period: '/month', features: ['Business address', 'Mail handling'], popular: true }],
      faqs: [{ question: 'Can I register GST?', answer: 'Yes, with the address proof we provide.' }],
      ids: ['virtual-office', 'https://example.com/x'],
    });
    expect(lines).toEqual([
      'Virtual Office: A Bengaluru address.',
      'The Starter plan costs ₹3,000 per month. It includes Business address, Mail handling. It is the most popular plan.',
      'Can I register GST? Yes, with the address proof we provide.',
    ]);
  });

  it('writes a person as one sentence with role and expertise', () => {
    expect(describeContent([{ name: 'Asha Rao', role: 'CTO', bio: 'Leads engineering.', expertise: ['Cloud', 'AI'], email: 'a@b.c', image: '/x.svg' }])).toEqual([
      'Asha Rao, CTO: Leads engineering. Expertise: Cloud, AI.',
    ]);
  });

  it('writes an article as its card facts, then each heading as a sentence and its lines', () => {
    const lines = articleLines({
      url: '/blog/x/',
      title: 'X',
      excerpt: 'What the article is about.',
      category: 'Edge Computing',
      tags: ['Edge', 'IoT'],
      sections: [
        { heading: '', text: 'Opening paragraph.' },
        { heading: 'When to use it', text: 'First line.\nSecond line.' },
        { heading: 'Is it safe?', text: '' },
      ],
    });
    expect(lines).toEqual([
      'What the article is about.',
      'Category: Edge Computing.',
      'Tags: Edge, IoT.',
      'Opening paragraph.',
      'When to use it.',
      'First line.',
      'Second line.',
      'Is it safe?',
    ]);
  });

  it('accepts the generated file and rejects anything else', () => {
    const ok = { generatedAt: 'x', pages: [{ url: '/', title: 'Home', content: 'c', lastUpdated: 'x' }] };
    expect(parseKnowledge(ok)).toEqual(ok);
    expect(parseKnowledge({ pages: [] })).toBeNull();
    expect(parseKnowledge('<html>')).toBeNull();
    expect(minimalKnowledge('About us').pages).toEqual([expect.objectContaining({ url: '/', content: 'About us' })]);
  });
});

describe('collectKnowledge', () => {
  it('covers home, services, every service page, about and contact from content/', async () => {
    const knowledge = await collectKnowledge(path.resolve(__dirname, '../../..'), () => {});
    const urls = knowledge.pages.map((p) => p.url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/services/', '/#about', '/contact/', ...services.map((s) => `/services/${s.slug}/`)]));
    const contactPage = knowledge.pages.find((p) => p.url === '/contact/')!;
    expect(contactPage.content).toContain(hours.assistantKnowledge);
    expect(knowledge.pages.map((p) => p.content).join('\n')).not.toContain(hours.contactSection.summary);
  });

  it('skips sources that do not exist', async () => {
    const warn = jest.fn();
    const knowledge = await collectKnowledge(path.resolve(__dirname, '../../..'), warn);
    expect(knowledge.pages.length).toBeGreaterThanOrEqual(13);
    expect(warn).not.toHaveBeenCalled();
  });
});
