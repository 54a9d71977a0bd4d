/** @jest-environment node */
import path from 'node:path';
import { collectKnowledge } from '@/scripts/chat/collect-knowledge';
import { buildIndex, searchPassages, type KnowledgeIndex } from '@/lib/chat/retrieval';
import { createOfflineProvider } from '@/lib/chat/offline';
import { classifyByKeywords, pageBoostFor } from '@/lib/chat/intents';
import { cannedReplies, quickButtons } from '@/content/chat';

let index: KnowledgeIndex;
const offline = createOfflineProvider();

beforeAll(async () => {
  index = buildIndex(await collectKnowledge(path.resolve(__dirname, '../../..'), () => {}));
});

const ask = (message: string) =>
  offline.reply({ message, history: [], preferences: {}, passages: searchPassages(index, message, 6, pageBoostFor(message)), intent: classifyByKeywords(message) });

describe('offline provider', () => {
  it('answers a free question by quoting the right page, with a link to it', async () => {
    const reply = await ask('What does a virtual office cost?');
    expect(reply.text).toMatch(/From our Virtual Office page/);
    expect(reply.text).toMatch(/₹3,000.*₹5,000.*₹8,000.*₹15,000/s);
    expect(reply.sources[0]).toEqual({ title: 'Virtual Office', url: '/services/virtual-office/' });
    expect(reply.buttons[0]?.payload).toBe('whatsapp_pricing');
  });

  it('states the office hours from the assistant reading of the hours', async () => {
    const reply = await ask('What are your office hours?');
    expect(reply.text).toMatch(/Mon-Fri 9-6 IST, Sat 10-4, Sun closed/);
    expect(reply.sources[0]?.url).toBe('/contact/');
  });

  it('uses the canned reply for each quick button question', async () => {
    const intents = ['ask_services', 'ask_pricing', 'ask_contact', 'ask_portfolio'];
    for (const [i, button] of quickButtons.entries()) {
      const reply = await ask(button.question);
      expect(reply.text).toBe(cannedReplies[intents[i]!]);
      expect(reply.buttons.length).toBeGreaterThan(0);
    }
  });

  it('greets, and admits what it does not know with a way forward', async () => {
    expect((await ask('hello')).text).toBe(cannedReplies.greet);
    const unknown = await ask('What is the capital of France?');
    expect(unknown.text).toBe(cannedReplies.out_of_scope);
    expect(unknown.sources).toEqual([]);
    expect(unknown.buttons.map((b) => b.payload)).toContain('contact_us');
  });

  it('classifies by keywords, finds no entities and counts sentiment words', async () => {
    await expect(offline.classifyIntent('how much is a website')).resolves.toMatchObject({ intent: 'ask_pricing' });
    await expect(offline.extractEntities('my budget is 50000')).resolves.toEqual([]);
    await expect(offline.analyzeSentiment('thanks, this is great')).resolves.toBe('positive');
    await expect(offline.healthCheck()).resolves.toBe(true);
  });
});
