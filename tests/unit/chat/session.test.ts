import { clearSession, createSessionId, historyEntry, loadSession, MAX_STORED_MESSAGES, saveSession, STORAGE_KEY, uniqueId } from '@/lib/chat/session';

describe('chat session', () => {
  it("makes session ids of 'user_' + time + random suffix", () => {
    expect(createSessionId(1700000000000, () => 0.123456789)).toMatch(/^user_1700000000000_[a-z0-9]+$/);
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('builds history entries with session id and ISO time', () => {
    expect(historyEntry('hi', 'user', 'user_1_a', new Date(0))).toEqual({
      text: 'hi',
      sender: 'user',
      metadata: { session_id: 'user_1_a', timestamp: '1970-01-01T00:00:00.000Z' },
    });
  });

  it('survives a reload through sessionStorage and is cleared by reset', () => {
    const session = loadSession(window.sessionStorage);
    session.messages.push({ id: '1', text: 'hi', sender: 'user', timestamp: 'x' });
    session.history.push(historyEntry('hi', 'user', session.sessionId));
    saveSession(window.sessionStorage, session);
    const again = loadSession(window.sessionStorage);
    expect(again.sessionId).toBe(session.sessionId);
    expect(again.messages).toHaveLength(1);
    const fresh = clearSession(window.sessionStorage);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(fresh.messages).toEqual([]);
    expect(fresh.sessionId).not.toBe(session.sessionId);
  });

  it('starts fresh on corrupt or foreign data, and keeps storage bounded', () => {
    window.sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadSession(window.sessionStorage).messages).toEqual([]);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: 's', messages: [{ bogus: 1 }, { id: '1', text: 't', sender: 'bot' }], history: [] }));
    expect(loadSession(window.sessionStorage).messages).toHaveLength(1);
    const big = loadSession(undefined);
    big.messages = Array.from({ length: 100 }, (_, i) => ({ id: String(i), text: 't', sender: 'user' as const, timestamp: '' }));
    saveSession(window.sessionStorage, big);
    expect(loadSession(window.sessionStorage).messages).toHaveLength(MAX_STORED_MESSAGES);
  });

  it('keeps message ids unique within a millisecond', () => {
    expect(uniqueId([{ id: '5' }, { id: '5-1' }], 5)).toBe('5-2');
    expect(uniqueId([], 7)).toBe('7');
  });
});
