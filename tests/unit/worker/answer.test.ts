import { payloadTitles } from '@/content/chat';
import { ANSWER_SCHEMA, parseAnswer, readButtons } from '@/worker/lib/answer';
import { KNOWN_PAYLOADS } from '@/lib/chat/payloads';
import { INTENTS } from '@/lib/chat/intents';

describe('the structured answer', () => {
  it('asks for the reply first and offers only known intents and payload keys', () => {
    expect(ANSWER_SCHEMA.propertyOrdering[0]).toBe('reply');
    expect(ANSWER_SCHEMA.properties.intent.enum).toEqual([...INTENTS]);
    expect([...ANSWER_SCHEMA.properties.buttons.items.enum].sort()).toEqual([...KNOWN_PAYLOADS].sort());
    expect(Object.keys(payloadTitles).sort()).toEqual([...KNOWN_PAYLOADS].sort());
  });

  it('reads a complete answer', () => {
    const json = JSON.stringify({
      reply: ' 💰 Plans from ₹3,000. ',
      intent: 'ask_pricing',
      confidence: 0.82,
      sentiment: 'neutral',
      entities: [{ entity: 'service', value: 'virtual office' }, { entity: 'budget', value: 5000 }],
      buttons: ['whatsapp_pricing', 'email_pricing'],
    });
    expect(parseAnswer(json, 'price?')).toEqual({
      reply: '💰 Plans from ₹3,000.',
      fields: {
        intent: 'ask_pricing',
        confidence: 0.82,
        sentiment: 'neutral',
        entities: [{ entity: 'service', value: 'virtual office' }, { entity: 'budget', value: '5000' }],
        buttons: [{ title: 'Get a quote on WhatsApp', payload: 'whatsapp_pricing' }, { title: 'E-mail for pricing', payload: 'email_pricing' }],
      },
    });
  });

  it('applies the fallbacks: out_of_scope, 0.5, sentiment by words, no entities', () => {
    const parsed = parseAnswer(JSON.stringify({ reply: 'Hello', intent: 'steal_keys', confidence: 'lots', sentiment: 'furious', entities: 'none' }), 'This is terrible and broken');
    expect(parsed?.fields).toEqual({ intent: 'out_of_scope', confidence: 0.5, sentiment: 'negative', entities: [], buttons: [] });
    expect(parseAnswer('{"reply":"x","confidence":7}', '')?.fields.confidence).toBe(1);
  });

  it('keeps at most 3 distinct known buttons, labelled from content', () => {
    expect(readButtons(['contact_us', 'contact_us', 'javascript:alert(1)', 'automation_pro', 'portfolio_ai', 'portfolio_web']).map((b) => b.payload)).toEqual([
      'contact_us',
      'automation_pro',
      'portfolio_ai',
    ]);
    expect(readButtons('contact_us')).toEqual([]);
  });

  it('finds nothing usable in broken JSON, a missing or blank reply', () => {
    for (const json of ['{"reply": "cut off', '[]', '{"intent": "greet"}', '{"reply": "  "}', '{"reply": 42}']) expect(parseAnswer(json, 'hi')).toBeNull();
  });
});
