/** @jest-environment node */
import { auditProblems, categoriesForRun, cpuMultiplierFor, goalMisses, median, medianSummary, renderAuditTable, summarizeRun, unattributedBlockingMs, type RunSummary } from '@/lib/quality/audit';

type LongTask = { url: string; startTime: number; duration: number };

function lhr(perf: number, tbt: number, cls: number, failingPerf: string[] = [], longTasks: LongTask[] = []) {
  const perfRefs = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => ({ id, weight: 25 }));
  const audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items: Array<Record<string, unknown>> } }> = {
    'largest-contentful-paint': { score: failingPerf.includes('largest-contentful-paint') ? 0.5 : 1, numericValue: 1800 },
    'total-blocking-time': { score: failingPerf.includes('total-blocking-time') ? 0.4 : 1, numericValue: tbt },
    'cumulative-layout-shift': { score: 1, numericValue: cls },
    'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
    'resource-summary': { score: null, details: { items: [{ resourceType: 'script', transferSize: 170_000 }] } },
    'first-contentful-paint': { score: 1, numericValue: 900 },
    interactive: { score: 1, numericValue: 1500 },
    'long-tasks': { score: null, details: { items: longTasks } },
  };
  return {
    categories: {
      performance: { score: perf / 100, auditRefs: perfRefs },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [{ id: 'is-crawlable', weight: 0 }] },
    },
    audits,
  };
}

describe('Lighthouse budget', () => {
  it('reads scores, metrics, script bytes and the audits that lost points', () => {
    const run = summarizeRun(lhr(91, 120, 0, ['total-blocking-time']));
    expect(run.scores).toEqual({ performance: 91, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(run).toMatchObject({ lcpMs: 1800, tbtMs: 120, cls: 0, scriptBytes: 170_000 });
    expect(run.failing.performance).toEqual(['total-blocking-time']);
    // Zero-weight audits do not cost points.
    expect(run.failing.seo).toEqual([]);
  });

  it('takes the median of each figure and keeps audits that failed in most runs', () => {
    const runs: RunSummary[] = [lhr(99, 20, 0), lhr(80, 300, 0.01, ['total-blocking-time']), lhr(97, 40, 0, ['largest-contentful-paint'])].map(summarizeRun);
    const summary = medianSummary(runs);
    expect(summary.scores.performance).toBe(97);
    expect(summary.tbtMs).toBe(40);
    expect(summary.failing.performance).toEqual([]);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it('measures the markup categories on the first run only, and takes each median over the runs that measured it', () => {
    expect(categoriesForRun(1)).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
    expect(categoriesForRun(2)).toEqual(['performance']);
    const performanceOnly = (perf: number) => {
      const report = lhr(perf, 30, 0);
      return summarizeRun({ ...report, categories: { performance: report.categories.performance } });
    };
    const first = summarizeRun({ ...lhr(99, 30, 0), categories: { ...lhr(99, 30, 0).categories, accessibility: { score: 0.93, auditRefs: [{ id: 'color-contrast', weight: 7 }] } } });
    const later = [performanceOnly(90), performanceOnly(96)];
    expect(later[0]!.scores).toEqual({ performance: 90 });
    const summary = medianSummary([first, ...later]);
    expect(summary.scores).toEqual({ performance: 96, accessibility: 93, 'best-practices': 100, seo: 100 });
    expect(auditProblems('/x/', summary)).toEqual(['/x/: accessibility 93 < 100']);
    // A category no run measured fails the page rather than passing unseen.
    expect(auditProblems('/y/', medianSummary(later))).toEqual(['/y/: performance 93 < 95', '/y/: accessibility not measured', '/y/: best-practices not measured', '/y/: seo not measured']);
  });

  it('fails a page under budget with the reasons', () => {
    const summary = summarizeRun(lhr(90, 60, 0.006, ['total-blocking-time']));
    expect(auditProblems('/x/', summary)).toEqual(['/x/: performance 90 < 95 (audits: total-blocking-time)', '/x/: CLS 0.006 > 0.00']);
    expect(auditProblems('/y/', summarizeRun(lhr(100, 50, 0.004)))).toEqual([]);
  });

  it('reports TBT and LCP against their goals without failing the page', () => {
    const summary = summarizeRun(lhr(96, 120, 0));
    expect(auditProblems('/x/', summary)).toEqual([]);
    expect(goalMisses('/x/', summary)).toEqual(['/x/: TBT 120 ms (goal ≤ 50 ms)', '/x/: LCP 1.80 s (goal ≤ 1.2 s)']);
    expect(renderAuditTable([{ route: '/x/', type: 'article', runs: 3, summary, ok: true }])).toMatch(/\| 1\.80 s \(over goal\) +\| 120 ms \(over goal\) +\|/);
  });

  it('splits off the blocking time of tasks Lighthouse attributes to no URL, clipped at FCP and TTI', () => {
    const commit = { url: 'Unattributable', startTime: 790, duration: 229 }; // ends 1019: 119 ms after FCP
    const paint = { url: 'http://127.0.0.1/x/', startTime: 1064, duration: 66 };
    expect(unattributedBlockingMs(lhr(100, 85, 0, [], [commit, paint]))).toBe(69);
    // Ending within 50 ms of FCP, or running only past TTI, it blocks nothing.
    expect(unattributedBlockingMs(lhr(100, 0, 0, [], [{ ...commit, duration: 150 }]))).toBe(0);
    expect(unattributedBlockingMs(lhr(100, 0, 0, [], [{ ...commit, startTime: 1480 }]))).toBe(0);
    expect(unattributedBlockingMs(lhr(100, 16, 0, [], [paint]))).toBe(0);

    const runs = [[commit, paint], [paint], [{ ...commit, duration: 300 }, paint]].map((tasks) => summarizeRun(lhr(100, 50, 0, [], tasks)));
    expect(runs.map((run) => run.unattributedTbtMs)).toEqual([69, 0, 140]);
    const summary = medianSummary(runs);
    expect(summary.unattributedTbtMs).toBe(69);
    const table = renderAuditTable([{ route: '/x/', type: 'article', runs: 3, summary, ok: true }]);
    expect(table).toContain('| TBT unattrib. |');
    expect(table).toMatch(/\| 50 ms +\| 69 ms +\|/);
  });

  it('calibrates the CPU slowdown to the emulated phone, within 1× and Lighthouse’s 4×', () => {
    expect(cpuMultiplierFor(1500)).toBe(4);
    expect(cpuMultiplierFor(528)).toBe(2);
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });
});
