import { formatBotText, parseInline } from '@/lib/chat/format';

describe('formatBotText', () => {
  it('turns **text** into bold tokens and keeps the rest plain', () => {
    expect(parseInline('Plans from **₹3,000** a month')).toEqual([
      { text: 'Plans from ', bold: false },
      { text: '₹3,000', bold: true },
      { text: ' a month', bold: false },
    ]);
  });

  it('leaves an unmatched ** as literal text', () => {
    expect(parseInline('2 ** 3 is eight')).toEqual([{ text: '2 ** 3 is eight', bold: false }]);
  });

  it('recognises bullet lines with •, -, * and numbers, and strips the marker', () => {
    const blocks = formatBotText('• one\n- two\n* three\n1. four');
    expect(blocks.map((b) => b.kind)).toEqual(['bullet', 'bullet', 'bullet', 'bullet']);
    expect(blocks.map((b) => b.inline[0]?.text)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('does not mistake a bold line for a bullet', () => {
    expect(formatBotText('**Phone**: 123')[0]).toEqual({
      kind: 'paragraph',
      inline: [
        { text: 'Phone', bold: true },
        { text: ': 123', bold: false },
      ],
    });
  });

  it('renders emoji-led lines and markdown headings as headings', () => {
    const blocks = formatBotText('🚀 **What we do**\n## Prices\nplain');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'heading', 'paragraph']);
    expect(blocks[1]?.inline).toEqual([{ text: 'Prices', bold: false }]);
  });

  it('skips blank lines and never produces markup', () => {
    const blocks = formatBotText('<img src=x onerror=alert(1)>\n\n\n<b>hi</b>');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.inline[0]?.text).toBe('<img src=x onerror=alert(1)>');
  });
});
