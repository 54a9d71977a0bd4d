import { contextText, historyContents, replyContents } from '@/lib/chat/prompt';
import { historyEntry } from '@/lib/chat/session';

const h = (sender: 'user' | 'bot', text: string) => historyEntry(text, sender, 'user_1_x', new Date(0));

describe('prompt building', () => {
  it('keeps only the last 5 history entries, starting with the visitor and alternating', () => {
    const history = [h('user', 'u1'), h('bot', 'b1'), h('user', 'u2'), h('bot', 'b2'), h('user', 'u3'), h('bot', 'b3')];
    const contents = historyContents(history);
    // The last five are b1 u2 b2 u3 b3; the leading bot entry is dropped.
    expect(contents.map((c) => `${c.role}:${c.parts[0]?.text}`)).toEqual(['user:u2', 'model:b2', 'user:u3', 'model:b3']);
  });

  it('joins neighbours of one role and never ends the history on the visitor', () => {
    const contents = historyContents([h('user', 'a'), h('user', 'b'), h('bot', 'c'), h('user', 'd')]);
    expect(contents).toEqual([
      { role: 'user', parts: [{ text: 'a\nb' }] },
      { role: 'model', parts: [{ text: 'c' }] },
    ]);
  });

  it('puts persona, rules, passages and preferences before the message', () => {
    const text = contextText({ persona: 'PERSONA', rules: ['rule one'], passages: [], preferences: { language: 'en' } });
    expect(text).toMatch(/^PERSONA/);
    expect(text).toMatch(/- rule one/);
    expect(text).toMatch(/no passage matched/);
    expect(text).toMatch(/Visitor preferences: {"language":"en"}/);
    const contents = replyContents({ persona: 'P', rules: [], passages: [], preferences: {}, history: [], message: 'hi' });
    expect(contents).toHaveLength(1);
    expect(contents[0]?.parts.at(-1)).toEqual({ text: 'hi' });
  });
});
