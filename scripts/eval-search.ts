/**
 * `npm run eval:search`: the share of service and product names, and of their generated
 * misspellings (tests/helpers/misspellings.ts), for which the site search lists the page named
 * first, over the site index of the current sources (built once in a throw-away copy when they
 * changed, scripts/quality/built-index.ts) or of a build given with `--index out/site-index`.
 * Prints the misses of the names and of the tuning set; the held-back set's misses only with
 * --held-back-misses (it is kept unread while the engine is tuned).
 */
import path from 'node:path';
import { firstResults, type NameQuery } from '../lib/search/evaluate-names';
import { frontCases, heldBackCases, namedPages, tuningCases } from '../tests/helpers/misspellings';
import { openIndexFolder } from './chat/fs-index';
import { builtSiteIndex } from './quality/built-index';

const flag = process.argv.indexOf('--index');
const dir = flag > 0 ? path.resolve(process.argv[flag + 1] ?? '') : builtSiteIndex();
const index = openIndexFolder(dir);
const showHeldBack = process.argv.includes('--held-back-misses');

const sets: [string, NameQuery[], boolean][] = [
  ['names as written', namedPages().map(({ name, url }) => ({ query: name, url })), true],
  ['misspelt (tuning set)', tuningCases(), true],
  ['misspelt (held-back set)', heldBackCases(), showHeldBack],
  ['misspelt in the first two letters (not forgiven by design)', frontCases(), false],
];

async function main() {
  for (const [label, cases, showMisses] of sets) {
    const { verdicts, share } = await firstResults(index, cases);
    const found = verdicts.filter((v) => v.first === v.case.url).length;
    console.log(`${label}: ${found}/${cases.length} first (${(share * 100).toFixed(1)}%)`);
    if (showMisses) for (const v of verdicts.filter((one) => one.first !== one.case.url)) console.log(`  miss: "${v.case.query}" -> ${v.first ?? 'nothing'} (wanted ${v.case.url})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
