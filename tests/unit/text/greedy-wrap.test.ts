import { greedyWrap } from '@/lib/text/greedy-wrap';

describe('greedy word wrap', () => {
  const upTo = (chars: number) => (line: string) => line.length <= chars;

  it('fills each line while the next word still fits', () => {
    expect(greedyWrap('one two three four five', upTo(9))).toEqual(['one two', 'three', 'four five']);
  });

  it('keeps a word too long for any line on a line of its own, and ignores extra space', () => {
    expect(greedyWrap('  a  extraordinarily b ', upTo(5))).toEqual(['a', 'extraordinarily', 'b']);
    expect(greedyWrap('   ', upTo(5))).toEqual([]);
  });
});
