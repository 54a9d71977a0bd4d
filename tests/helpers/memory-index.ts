/** A site index built in memory from pages written in a test, read the way the browser and the Worker read theirs. */
import type { PageSection } from '@/lib/content/html-text';
import { buildSiteIndex } from '@/lib/search/build-index';
import { openSiteIndex } from '@/lib/search/reader';
import type { IndexedPage } from '@/lib/search/site-index';

export type TestPage = Partial<Omit<IndexedPage, 'sections'>> & { url: string; title: string; sections: (Omit<PageSection, 'level'> & { level?: number })[] };

export function pagesOf(pages: readonly TestPage[]): IndexedPage[] {
  return pages.map((page) => ({
    excerpt: '',
    type: 'company',
    tags: [],
    ...page,
    sections: page.sections.map((section) => ({ level: section.heading ? 2 : 0, ...section })),
  }));
}

/** The index of the pages, and the paths read so far (a test can tell what a query downloaded). */
export function memoryIndex(pages: readonly TestPage[]) {
  const files = new Map(buildSiteIndex(pagesOf(pages), '2026-01-01T00:00:00.000Z').map((file) => [file.path, file.text]));
  const reads: string[] = [];
  const index = openSiteIndex(async (path) => {
    reads.push(path);
    return files.get(path) ?? null;
  });
  return { index, files, reads };
}
