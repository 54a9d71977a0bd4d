import { classifyByKeywords, intentOfAnswer, INTENTS } from '@/lib/chat/intents';

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

describe('intentOfAnswer', () => {
  it.each([
    ['/contact/#contact', 'where is your office', 'Tech Park Road, Bengaluru', 'ask_contact'],
    ['/services/graphic-design/', 'who owns the logo after', 'You own it outright.', 'ask_design'],
    ['/services/cyber-cloud/#pricing', 'how much is essential protection', 'Essential: ₹25,000 a month.', 'ask_pricing'],
    ['/services/cloud-solutions/', 'do you do backups', 'Daily backups with recovery drills.', 'ask_services'],
    // Policies, jobs and the team are the subject of no intent: no badge, even for a figure or a keyword.
    ['/privacy-policy/#retention', 'how long do you keep my contact details', 'Kept for 24 months.', null],
    ['/careers/#openings', 'how much does the react job pay', 'Pays ₹18,00,000 a year.', null],
    ['/our-team/', 'who leads your cloud team', 'Meera Krishnan leads cloud.', null],
    // Elsewhere (an article) the question's words decide, and a question naming no intent gets none.
    ['/blog/voice-bots/', 'can ai automate our call centre', 'Voice bots take routine calls.', 'ask_automation'],
    ['/blog/voice-bots/', 'what is WER', 'WER is the word error rate.', null],
  ])('%s for "%s" -> %s', (url, message, quoted, intent) => {
    expect(intentOfAnswer(url, message, quoted)).toBe(intent);
  });
});
