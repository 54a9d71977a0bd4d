/** @jest-environment node */
import { passageQuestion } from '@/lib/chat/passage-question';
import { linksTo, sourcesFor } from '@/lib/chat/sources';
import { findPassages } from '@/lib/search/retrieve';
import { memoryIndex } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

describe('the links under an answer', () => {
  it('lead to a page or one of its sections', () => {
    expect(linksTo('/contact/#contact', '/contact/')).toBe(true);
    expect(linksTo('/#about', '/#about')).toBe(true);
    expect(linksTo('/careers/', '/contact/')).toBe(false);
  });

  it('name the pages of the passages that answer, each once', async () => {
    const sources = sourcesFor(await findPassages(memoryIndex(testPages).index, passageQuestion('How much does a virtual office cost?')));
    expect(sources).toEqual([{ title: 'Virtual Office', url: '/services/virtual-office/#faq-heading' }]);
  });
});
