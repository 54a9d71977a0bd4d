import { classifyByKeywords, INTENTS } from '@/lib/chat/intents';

describe('classifyByKeywords', () => {
  it.each([
    ['Hello!', 'greet'],
    ['hi manu', 'greet'],
    ['Tell me about your automation services', 'ask_services'],
    ['What are your pricing plans?', 'ask_pricing'],
    ['How can I contact your team?', 'ask_contact'],
    ['Show me your work portfolio', 'ask_portfolio'],
    ['I want to book a consultation', 'book_consultation'],
    ['Can you automate our invoice workflow?', 'ask_automation'],
    ['I need a new website', 'ask_web_development'],
    ['We need a logo and packaging', 'ask_design'],
    ['Do you build WhatsApp chatbots?', 'ask_whatsapp'],
    ['What is the capital of France?', 'out_of_scope'],
  ])('%s -> %s', (message, intent) => {
    expect(classifyByKeywords(message).intent).toBe(intent);
  });

  it('keeps confidence between 0.3 and 0.9 and raises it with more signals', () => {
    const none = classifyByKeywords('tell me a joke');
    const one = classifyByKeywords('what does it cost');
    const many = classifyByKeywords('how much is the price, can you quote a fee for the plan?');
    expect(none.confidence).toBe(0.3);
    expect(one.confidence).toBeCloseTo(0.6);
    expect(many.confidence).toBe(0.9);
    for (const r of [none, one, many]) {
      expect(r.confidence).toBeGreaterThanOrEqual(0.3);
      expect(r.confidence).toBeLessThanOrEqual(0.9);
    }
  });

  it('has exactly the eleven offline intents', () => {
    expect(INTENTS).toHaveLength(11);
  });
});
