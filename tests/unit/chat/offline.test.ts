/** @jest-environment node */
import { cannedReplies, quickButtons } from '@/content/chat';
import { classifyByKeywords } from '@/lib/chat/intents';
import { answerFromPassages, createOfflineProvider } from '@/lib/chat/offline';
import { passageQuestion } from '@/lib/chat/passage-question';
import { retrievePassages, type SiteIndex } from '@/lib/search/retrieve';
import { memoryIndex } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const offline = createOfflineProvider();
/** Retrieval as the assistant asks for it: its reading of the question, then the passages. */
const retrieve = (index: SiteIndex, question: string) => retrievePassages(index, passageQuestion(question));
const { index } = memoryIndex(testPages);
/** A question as the engine asks it: with retrieval's whole finding, so the sentence-level answer step runs. */
const ask = async (message: string) => {
  const retrieval = await retrieve(index, message);
  return offline.reply({ message, history: [], preferences: {}, passages: retrieval.passages, retrieval, intent: classifyByKeywords(message) });
};

describe('offline provider', () => {
  it('answers by quoting the passage that answers, under its page and heading, with a link to its section', async () => {
    const reply = await ask('What does a virtual office cost?');
    expect(reply.text).toBe('📄 **Virtual Office: Frequently asked questions**\nHow much does a virtual office cost?\nPlans are ₹3,000, ₹5,000, ₹8,000 and ₹15,000 a month.');
    expect(reply.sources).toEqual([{ title: 'Virtual Office', url: '/services/virtual-office/#faq-heading' }]);
    expect(reply.buttons[0]?.payload).toBe('whatsapp_pricing');
  });

  it('glues nothing on: another page\'s passage is never added to the answer', async () => {
    const reply = await ask('How long does a cloud migration take?');
    expect(reply.text).toContain('2–4 weeks');
    expect(reply.text).not.toMatch(/virtual office|Careers|Contact/i);
    expect(reply.sources).toHaveLength(1);
  });

  it('quotes the office hours the contact page states', async () => {
    const reply = await ask('What are your office hours?');
    expect(reply.text).toContain('Mon – Sat: 9:00 AM – 7:00 PM');
    expect(reply.sources[0]?.url).toBe('/contact/#contact');
  });

  it('sends a job question to the careers page', async () => {
    const reply = await ask('Are you hiring QA engineers?');
    expect(reply.text).toContain('QA Engineer');
    expect(reply.sources[0]?.url).toBe('/careers/#roles-title');
  });

  it('uses the canned reply for each quick button question and the greeting', async () => {
    const intents = ['ask_services', 'ask_pricing', 'ask_contact', 'ask_portfolio'];
    for (const [i, button] of quickButtons.entries()) expect((await ask(button.question)).text).toBe(cannedReplies[intents[i]!]);
    expect((await ask('hello')).text).toBe(cannedReplies.greet);
  });

  it('says honestly that it could not find an answer, with the contact actions', async () => {
    const unknown = await ask('Who won the cricket world cup?');
    expect(unknown.text).toBe(cannedReplies.out_of_scope);
    expect(unknown.text).toMatch(/^🤔 I couldn't find that/);
    expect(unknown.sources).toEqual([]);
    expect(unknown.buttons.map((b) => b.payload)).toEqual(['whatsapp_general', 'contact_us']);
  });

  it('gives the ways to reach the team when a contact question finds no passage', async () => {
    const reply = await offline.reply({ message: 'How do I reach you?', history: [], preferences: {}, passages: [], intent: { intent: 'ask_contact', confidence: 0.8 } });
    expect(reply.text).toBe(cannedReplies.ask_contact);
    expect(reply.buttons.map((b) => b.payload)).toEqual(['whatsapp_contact', 'email_contact', 'contact_us']);
  });

  it('quotes nothing from a passage that does not answer', () => {
    const passage = { url: '/a/', page: '/a/', title: 'A', heading: 'H', text: 'Text', score: 1, coverage: 0.2, answers: false };
    expect(answerFromPassages([passage])).toBeNull();
  });

  it('classifies by keywords, finds no entities and counts sentiment words', async () => {
    await expect(offline.classifyIntent('how much is a website')).resolves.toMatchObject({ intent: 'ask_pricing' });
    await expect(offline.extractEntities('my budget is 50000')).resolves.toEqual([]);
    await expect(offline.analyzeSentiment('thanks, this is great')).resolves.toBe('positive');
    await expect(offline.healthCheck()).resolves.toBe(true);
  });
});
