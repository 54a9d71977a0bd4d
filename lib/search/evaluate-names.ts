/**
 * How well the site search finds a page by its name as visitors type it: for each query, whether
 * the page it names comes first. Shared by `npm run eval:search` and the unit test that gates it.
 */
import { searchSite } from './engine';
import type { SiteIndex } from './reader';

export type NameQuery = { query: string; url: string };
export type NameVerdict<T extends NameQuery> = { case: T; first: string | null };

export async function firstResults<T extends NameQuery>(index: SiteIndex, cases: readonly T[]): Promise<{ verdicts: NameVerdict<T>[]; share: number }> {
  const verdicts: NameVerdict<T>[] = [];
  for (const one of cases) {
    const [first] = await (await searchSite(index, one.query)).results(0, 1);
    verdicts.push({ case: one, first: first?.url ?? null });
  }
  const found = verdicts.filter((v) => v.first === v.case.url).length;
  return { verdicts, share: cases.length ? found / cases.length : 1 };
}
