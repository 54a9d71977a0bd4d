import { readField, takeOverField } from '@/components/first-paint/fieldTakeOver';

describe('handing a text field over to its replacement', () => {
  function fields(type = 'text') {
    document.body.innerHTML = `<input id="old" type="${type}"><input id="new" type="${type}">`;
    return { old: document.getElementById('old') as HTMLInputElement, next: document.getElementById('new') as HTMLInputElement };
  }

  it('picks up what was typed after the first read, and moves focus and caret across', () => {
    const { old, next } = fields();
    old.value = 'Ash';
    old.focus();
    const first = readField(old)!;
    expect(first).toMatchObject({ value: 'Ash', focused: true });
    old.value = 'Asha V';
    old.setSelectionRange(2, 2);
    old.remove();
    const set = jest.fn((value: string) => (next.value = value));
    takeOverField(old, first, next, set);
    expect(set).toHaveBeenCalledWith('Asha V');
    expect(document.activeElement).toBe(next);
    expect([next.selectionStart, next.selectionEnd]).toEqual([2, 2]);
  });

  it('changes nothing when nothing more was typed and the field had no focus', () => {
    const { old, next } = fields();
    old.value = 'Asha';
    const first = readField(old)!;
    const set = jest.fn();
    takeOverField(old, first, next, set);
    expect(set).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(next);
  });

  it('moves focus to a field without a caret (e-mail) without throwing', () => {
    const { old, next } = fields('email');
    old.focus();
    const first = readField(old)!;
    expect(() => takeOverField(old, first, next, () => undefined)).not.toThrow();
    expect(document.activeElement).toBe(next);
  });
});
