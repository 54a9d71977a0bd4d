import { parseChatRequest } from '@/worker/lib/request-schema';

const valid = { message: '  What does a website cost?  ', history: [{ role: 'user', text: 'Hi' }, { role: 'model', text: 'Hello!', sig: 'abc' }], sessionId: 'user_1700000000000_k3j4h5' };

describe('chat request contract', () => {
  it('accepts { message, history, sessionId } and trims the message', () => {
    const result = parseChatRequest(valid);
    expect(result).toEqual({ ok: true, request: { ...valid, message: 'What does a website cost?' } });
  });

  it.each([
    ['any other key', { ...valid, contents: [] }, /^unknown key "contents"$/],
    ['a missing message', { history: [], sessionId: valid.sessionId }, /^message: /],
    ['a blank message', { ...valid, message: ' \n ' }, /message is empty/],
    ['2,001 characters', { ...valid, message: 'x'.repeat(2_001) }, /longer than 2000/],
    ['six turns', { ...valid, history: Array.from({ length: 6 }, () => ({ role: 'user', text: 'x' })) }, /more than 5 turns/],
    ['a long turn', { ...valid, history: [{ role: 'user', text: 'x'.repeat(2_001) }] }, /^history\.0\.text: /],
    ['a system turn', { ...valid, history: [{ role: 'system', text: 'x' }] }, /^history\.0\.role: expected one of "user", "model"/],
    ['a turn with parts', { ...valid, history: [{ role: 'user', text: 'x', parts: [] }] }, /^history\.0: unknown key "parts"/],
    ['a long signature', { ...valid, history: [{ role: 'model', text: 'x', sig: 'x'.repeat(65) }] }, /sig is too long/],
    ['a strange session id', { ...valid, sessionId: 'a b' }, /sessionId is not a session id/],
    ['not an object', 'hello', /^expected object$/],
  ])('refuses %s with a readable reason', (_, body, reason) => {
    const result = parseChatRequest(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });

  it('normalises the visitor texts it returns, and refuses a message that is empty once normalised', () => {
    const result = parseChatRequest({ ...valid, message: 'Ｐｒｉｃｅ\u200B?', history: [{ role: 'user', text: 'Ｈi\u00AD' }, { role: 'model', text: 'Ｈello', sig: 'abc' }] });
    expect(result).toEqual({ ok: true, request: { ...valid, message: 'Price?', history: [{ role: 'user', text: 'Hi' }, { role: 'model', text: 'Ｈello', sig: 'abc' }] } });
    expect(parseChatRequest({ ...valid, message: '\u200B\u2060' })).toEqual({ ok: false, message: 'message: message is empty' });
  });

  it('counts characters as the browser does: an emoji is one', () => {
    expect(parseChatRequest({ ...valid, message: '😀'.repeat(2_000) }).ok).toBe(true);
    expect(parseChatRequest({ ...valid, message: '😀'.repeat(2_001) }).ok).toBe(false);
  });

  it('takes a Turnstile token, within its size', () => {
    expect(parseChatRequest({ ...valid, turnstile: 'tok' })).toMatchObject({ ok: true, request: { turnstile: 'tok' } });
    expect(parseChatRequest({ ...valid, turnstile: 'x'.repeat(2_049) })).toEqual({ ok: false, message: 'turnstile: turnstile is too long' });
  });

  it('accepts exactly 2,000 characters and 5 turns', () => {
    expect(parseChatRequest({ ...valid, message: 'x'.repeat(2_000), history: Array.from({ length: 5 }, () => ({ role: 'user', text: 'y'.repeat(2_000) })) }).ok).toBe(true);
  });
});
