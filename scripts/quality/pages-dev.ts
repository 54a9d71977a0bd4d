/**
 * Serves an exported site with `wrangler pages dev` (Cloudflare's own local server for Pages,
 * which parses `_headers` and `_redirects` with the code Pages runs) and checks what a visitor's
 * browser receives from it: the headers of a page, an article, a list page, the not-found page
 * and a static asset, each redirect, and that wrangler kept every rule. Offline and on loopback
 * only. Used by tests/e2e/host.spec.ts (`npm test`) and `npm run bench:build` (1,000 posts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { headersForEveryPath, missingHeaders, pagePolicyProblems, parseHeadersFile, readWranglerLog, type RuleReport } from './host-check';
import { isDynamic, siteRedirects } from '../../lib/seo/redirects';

// Run from the project folder (npm scripts, Playwright and Jest all are).
const wranglerBin = path.resolve('node_modules', '.bin', 'wrangler');
// wrangler's bundled workerd refuses a compatibility date newer than itself; any date it knows serves static files alike.
const COMPATIBILITY_DATE = '2026-04-01';

/** A free port on 127.0.0.1, as the system hands one out (wrangler's defaults are shared by everyone on the machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type PagesDev = { url: string; log: () => string; stop: () => Promise<void> };

/**
 * Starts `wrangler pages dev` on `dir` with its own free ports (server and inspector), from a
 * temporary working folder so its state never lands in the project. Resolves once it is ready.
 */
export async function startPagesDev(dir: string, { timeoutMs = 120_000 } = {}): Promise<PagesDev> {
  if (!existsSync(wranglerBin)) throw new Error(`${wranglerBin} not found: run from the project folder after npm install`);
  const [port, inspector] = [await freePort(), await freePort()];
  const work = mkdtempSync(path.join(os.tmpdir(), 'pages-dev-'));
  const child = spawn(
    wranglerBin,
    ['pages', 'dev', path.resolve(dir), '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), `--compatibility-date=${COMPATIBILITY_DATE}`, '--persist-to', path.join(work, 'state')],
    {
      cwd: work,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Nothing leaves the machine: no metrics, no update check (it comes with the banner), no download of Cloudflare's request metadata.
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        NO_COLOR: '1',
      },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // The process group: wrangler and the workerd it started.
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(work, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!log.includes(`Ready on ${url}`)) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`wrangler pages dev did not start${child.exitCode !== null ? ` (exit ${child.exitCode})` : ` within ${timeoutMs / 1000} s`}:\n${log.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, log: () => log, stop };
}

export type Sample = { label: string; path: string; kind: 'page' | 'not-found' | 'asset' | 'redirect'; to?: string };

const routeOf = (dir: string, ...parts: string[]) => (existsSync(path.join(dir, ...parts, 'index.html')) ? `/${parts.join('/')}/` : null);
const subfolders = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : []);

/** One response of each kind from an exported site: the pages a visitor lands on, the 404, an asset, every redirect. */
export function hostSamples(dir: string): Sample[] {
  const blog = path.join(dir, 'blog');
  const article = subfolders(blog).find((name) => name !== 'category' && name !== 'page');
  const category = subfolders(path.join(blog, 'category'))[0];
  const chunk = readdirSync(path.join(dir, '_next', 'static', 'chunks')).filter((name) => name.endsWith('.js')).sort()[0];
  const headScript = existsSync(path.join(dir, 'first-paint')) ? readdirSync(path.join(dir, 'first-paint'))[0] : undefined;
  const redirects = siteRedirects().map((redirect) =>
    isDynamic(redirect) && category ? { from: redirect.from.replace(':category', category), to: redirect.to.replace(':category', category) } : redirect,
  );
  const samples: Array<Sample | null> = [
    { label: 'home page', path: '/', kind: 'page' },
    article ? { label: 'article', path: `/blog/${article}/`, kind: 'page' } : null,
    { label: 'blog list', path: '/blog/', kind: 'page' },
    routeOf(dir, 'blog', 'page', '2') ? { label: 'blog list, page 2', path: '/blog/page/2/', kind: 'page' } : null,
    category ? { label: 'category list', path: `/blog/category/${category}/`, kind: 'page' } : null,
    { label: 'not-found page', path: '/no-such-page-for-the-host-check/', kind: 'not-found' },
    chunk ? { label: 'script asset', path: `/_next/static/chunks/${chunk}`, kind: 'asset' } : null,
    headScript ? { label: 'head script', path: `/first-paint/${headScript}`, kind: 'asset' } : null,
    ...redirects.filter((redirect) => !/:/.test(redirect.from)).map((redirect) => ({ label: `redirect ${redirect.from}`, path: redirect.from, kind: 'redirect' as const, to: redirect.to })),
  ];
  return samples.filter((sample): sample is Sample => sample !== null);
}

// What a browser sends for a navigation, so the host answers as it would answer a visitor.
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (host check)' };

export type SampleResult = Sample & { status: number; problems: string[] };
export type HostReport = { rules: RuleReport; samples: SampleResult[]; problems: string[] };

/** Requests every sample from a running host and checks each against the site's own `_headers`. */
export async function checkServed(url: string, dir: string, log: string): Promise<HostReport> {
  const headersFile = readFileSync(path.join(dir, '_headers'), 'utf8');
  const everywhere = headersForEveryPath(headersFile);
  const headerRules = parseHeadersFile(headersFile);
  // An asset's own rule: the folder rule its path falls under (the caching of hashed files).
  const assetRule = (assetPath: string) => headerRules.find((rule) => rule.pattern !== '/*' && assetPath.startsWith(rule.pattern.replace(/\*$/, '')))?.headers;
  const rules = readWranglerLog(log);
  const problems = rules.problems.map((problem) => `wrangler: ${problem}`);
  const expectedRules = headerRules.length;
  if (rules.headerRules !== expectedRules) problems.push(`wrangler kept ${rules.headerRules} of the ${expectedRules} header rules`);
  const results: SampleResult[] = [];
  for (const sample of hostSamples(dir)) {
    const response = await fetch(new URL(sample.path, url), { headers: BROWSER_HEADERS, redirect: 'manual' });
    const found: string[] = [];
    const expectStatus = { page: 200, 'not-found': 404, asset: 200, redirect: 301 }[sample.kind];
    if (response.status !== expectStatus) found.push(`status ${response.status}, expected ${expectStatus}`);
    found.push(...missingHeaders(response.headers, everywhere));
    if (sample.kind === 'asset') {
      const rule = assetRule(sample.path);
      found.push(...(rule ? missingHeaders(response.headers, rule) : [`no _headers rule for ${sample.path}'s folder`]));
    }
    if (sample.kind === 'page' || sample.kind === 'not-found') {
      if (!/^text\/html/.test(response.headers.get('content-type') ?? '')) found.push(`content-type ${response.headers.get('content-type')}`);
      found.push(...pagePolicyProblems(await response.text(), response.headers.get('content-security-policy')));
    } else {
      await response.arrayBuffer();
    }
    if (sample.kind === 'redirect') {
      const location = response.headers.get('location');
      const target = location ? decodeURIComponent(new URL(location, url).pathname) : null;
      if (target !== decodeURIComponent(sample.to ?? '')) found.push(`redirects to ${location ?? 'nowhere'}, expected ${sample.to}`);
      else if ((await fetch(new URL(location!, url), { headers: BROWSER_HEADERS })).status !== 200) found.push(`its target ${sample.to} does not answer 200`);
    }
    results.push({ ...sample, status: response.status, problems: found });
    problems.push(...found.map((problem) => `${sample.label} ${sample.path}: ${problem}`));
  }
  return { rules, samples: results, problems };
}

/** Serves `dir` with wrangler pages dev, checks it and stops the server. */
export async function checkHost(dir: string): Promise<HostReport> {
  const server = await startPagesDev(dir);
  try {
    return await checkServed(server.url, dir, server.log());
  } finally {
    await server.stop();
  }
}
