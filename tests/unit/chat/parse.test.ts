import { extractJson, parseEntities, parseIntent, parseSentiment, sentimentByWords } from '@/lib/chat/parse';

const keyword = () => ({ intent: 'ask_pricing', confidence: 0.6 });

describe('parseIntent', () => {
  it('reads intent and confidence from JSON, also inside a code fence', () => {
    expect(parseIntent('{"intent":"ask_contact","confidence":0.82}', keyword)).toEqual({ intent: 'ask_contact', confidence: 0.82 });
    expect(parseIntent('```json\n{"intent": "greet", "confidence": 0.9}\n```', keyword)).toEqual({ intent: 'greet', confidence: 0.9 });
  });

  it("defaults a missing intent to 'out_of_scope' and a missing confidence to 0.5", () => {
    expect(parseIntent('{"confidence":0.7}', keyword)).toEqual({ intent: 'out_of_scope', confidence: 0.7 });
    expect(parseIntent('{"intent":"ask_design"}', keyword)).toEqual({ intent: 'ask_design', confidence: 0.5 });
    expect(parseIntent('{}', keyword)).toEqual({ intent: 'out_of_scope', confidence: 0.5 });
  });

  it('clamps confidence into 0..1 and accepts a numeric string', () => {
    expect(parseIntent('{"intent":"greet","confidence":7}', keyword).confidence).toBe(1);
    expect(parseIntent('{"intent":"greet","confidence":"0.4"}', keyword).confidence).toBe(0.4);
    expect(parseIntent('{"intent":"greet","confidence":"high"}', keyword).confidence).toBe(0.5);
  });

  it('falls back to the keyword classifier when the answer is not JSON', () => {
    expect(parseIntent('It is probably about prices.', keyword)).toEqual({ intent: 'ask_pricing', confidence: 0.6 });
    expect(parseIntent('["greet"]', keyword)).toEqual({ intent: 'ask_pricing', confidence: 0.6 });
  });
});

describe('parseEntities', () => {
  it('reads a JSON array of entity and value', () => {
    expect(parseEntities('[{"entity":"service","value":"website"},{"entity":"budget","value":50000}]')).toEqual([
      { entity: 'service', value: 'website' },
      { entity: 'budget', value: '50000' },
    ]);
  });

  it('drops malformed items and gives an empty list for anything that is not a JSON array', () => {
    expect(parseEntities('[{"entity":"service"},{"value":"x"},"text",{"entity":"city","value":"Bengaluru"}]')).toEqual([
      { entity: 'city', value: 'Bengaluru' },
    ]);
    expect(parseEntities('none found')).toEqual([]);
    expect(parseEntities('{"entity":"service","value":"web"}')).toEqual([]);
    expect(parseEntities('')).toEqual([]);
  });
});

describe('parseSentiment', () => {
  it('accepts a JSON string, a JSON object or the single word', () => {
    expect(parseSentiment('"negative"', 'x')).toBe('negative');
    expect(parseSentiment('{"sentiment":"Positive"}', 'x')).toBe('positive');
    expect(parseSentiment('neutral.', 'x')).toBe('neutral');
  });

  it('counts positive against negative words of the message otherwise', () => {
    expect(parseSentiment('I would say the mood is upbeat', 'Great service, thanks!')).toBe('positive');
    expect(parseSentiment('{"mood":"?"}', 'This is terrible and slow')).toBe('negative');
    expect(parseSentiment('', 'What are your hours')).toBe('neutral');
  });

  it('sentimentByWords balances both kinds', () => {
    expect(sentimentByWords('good but expensive')).toBe('neutral');
    expect(sentimentByWords('love it, great, but slow')).toBe('positive');
  });
});

describe('extractJson', () => {
  it('finds JSON inside surrounding prose', () => {
    expect(extractJson('Sure! {"intent":"greet"} Hope that helps')).toEqual({ intent: 'greet' });
    expect(extractJson('no json here')).toBeUndefined();
  });
});
