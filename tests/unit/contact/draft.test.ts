/** @jest-environment node */
import { createDraftStore, DRAFT_KEY, DRAFT_MAX_AGE_MS, parseDraft, serializeDraft, startingPoint, toDraftValues } from '@/lib/contact/draft';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const values = toDraftValues({ firstName: 'Asha', lastName: '', email: 'asha@', phone: '', service: '', message: 'x'.repeat(1500) });

describe('contact draft', () => {
  it('round-trips the step and every typed value, even invalid or over-long ones', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => 1_000);
    store.save(1, values);
    expect(store.load()).toEqual({ step: 1, savedAt: 1_000, values });
  });

  it('does not keep the consent box or unknown fields', () => {
    const picked = toDraftValues({ firstName: 'A', consent: true, extra: 'x' } as never);
    expect(picked).not.toHaveProperty('consent');
    expect(picked).not.toHaveProperty('extra');
  });

  it('is removed by clear() and when everything was deleted', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => 0);
    store.save(0, values);
    store.clear();
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
    store.save(0, values);
    store.save(0, toDraftValues({}));
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
  });

  it('expires after 30 days', () => {
    const raw = serializeDraft(2, values, 0);
    expect(parseDraft(raw, DRAFT_MAX_AGE_MS)?.step).toBe(2);
    expect(parseDraft(raw, DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores junk without throwing', () => {
    for (const raw of [null, '', '{', '[]', '{"version":2}', JSON.stringify({ version: 1, step: 9, savedAt: 0, values: {} })]) {
      expect(parseDraft(raw, 0)).toBeNull();
    }
    const oddStep = JSON.stringify({ version: 1, step: 7, savedAt: 0, values: { ...values, phone: 5 } });
    expect(parseDraft(oddStep, 0)).toEqual({ step: 0, savedAt: 0, values: { ...values, phone: '' } });
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
      removeItem: () => {
        throw new Error('x');
      },
    };
    const store = createDraftStore(broken);
    expect(() => store.save(0, values)).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('where the form starts', () => {
  const draft = { step: 1 as const, savedAt: 0, values: toDraftValues({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com', message: 'Hello there, team' }) };

  it('takes what was typed into the placeholder over the draft, field by field, on step 1', () => {
    const start = startingPoint({ firstName: 'Asha', lastName: '', email: '', phone: '' }, draft);
    expect(start).toMatchObject({ step: 0, restored: false, typed: true });
    expect(start.values).toMatchObject({ firstName: 'Asha', lastName: 'Kumar', email: 'ravi@example.com', message: 'Hello there, team' });
  });

  it('brings a draft back at its step when nothing was typed, and says so', () => {
    expect(startingPoint({ firstName: '  ' }, draft)).toMatchObject({ step: 1, restored: true, typed: false, values: draft.values });
  });

  it('starts empty on step 1 without either', () => {
    expect(startingPoint({}, null)).toEqual({ step: 0, restored: false, typed: false, values: toDraftValues({}) });
  });
});
