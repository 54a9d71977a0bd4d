/**
 * `npm run test:engines`: the visitor flows of tests/engines/flows.ts in Firefox and WebKit, at a
 * phone's width and a laptop's, against the built site (out/) served as a static host serves it.
 * Prints one line per flow and exits 1 when one fails, with a screenshot of the page as it was in
 * test-results/engines/. `npm test` runs it after the Playwright tests (Chromium).
 *
 * To chase one flow: `npm run test:engines -- --engine=webkit --flow=Manu --repeat=10` runs the
 * flows whose name contains "Manu" in WebKit only, ten times over.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { NODE_GONE, type EnginePage } from '../tests/engines/engine-page';
import { openFirefox } from '../tests/engines/firefox';
import { flows } from '../tests/engines/flows';
import { openWebKit } from '../tests/engines/webkit';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB } from './quality/browsers';
import { startStaticServer } from './quality/static-server';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** From this width the header shows its full navigation, not the menu button. */
const DESKTOP_NAV = 1024;

const engines = [
  { name: 'Firefox', needs: [FIREFOX], open: openFirefox },
  { name: 'WebKit', needs: [WEBKIT_DRIVER, MINIBROWSER, XVFB], open: openWebKit },
];

/** Each flow starts as a first visit: nothing stored from the one before (the cookie choice, a chat, a draft). */
async function firstVisit(page: EnginePage) {
  // An HTML page of the site: a plain-text document has no storage of its own in WebKit.
  await page.goto('/');
  await page.run(`localStorage.clear(); sessionStorage.clear(); document.cookie.split(';').forEach((c) => { document.cookie = c.split('=')[0].trim() + '=; max-age=0; path=/'; }); return true;`);
}

/** `--engine=`, `--flow=` (part of a flow's name) and `--repeat=` from the command line. */
function options(args: string[]) {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const repeat = Number(value('repeat') ?? 1);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat takes a whole number from 1, not ${value('repeat')}`);
  return { engine: value('engine')?.toLowerCase(), flow: value('flow')?.toLowerCase(), repeat };
}

/**
 * Puppeteer follows a node it has handed out in a promise of its own; when the page removes that
 * node (the form swapped for its working copy), Firefox answers "no such node" and the promise
 * fails with nobody awaiting it. That is the driver's bookkeeping, not the page's fault, and the
 * flow's own checks still decide: it is reported, not allowed to end the whole run. Any other
 * stray rejection ends the run as a failure.
 */
function reportStrayRejections() {
  process.on('unhandledRejection', (reason) => {
    const message = reason instanceof Error ? reason.message : String(reason);
    if (NODE_GONE.test(message)) return console.log(`      (the driver lost track of a removed node: ${message.split('\n')[0]})`);
    console.error('Unhandled rejection in the engine runner:', reason);
    process.exit(1);
  });
}

async function main() {
  reportStrayRejections();
  const chosen = options(process.argv.slice(2));
  // A mistyped choice must not pass by running nothing.
  if (chosen.engine && !engines.some((e) => e.name.toLowerCase() === chosen.engine)) throw new Error(`--engine is one of ${engines.map((e) => e.name.toLowerCase()).join(', ')}, not ${chosen.engine}`);
  if (chosen.flow && !flows.some((f) => f.name.toLowerCase().includes(chosen.flow!))) throw new Error(`--flow matches no flow's name: ${chosen.flow}`);
  const missing = engines.flatMap((engine) => engine.needs.filter((file) => !existsSync(file)));
  if (missing.length) {
    console.error(`Not installed: ${missing.join(', ')}. On Debian: apt-get install -y firefox-esr webkit2gtk-driver xvfb (npm test does).`);
    process.exit(1);
  }
  const shots = path.join('test-results', 'engines');
  mkdirSync(shots, { recursive: true });
  if (!existsSync('out/index.html')) throw new Error('out/ has no built site: run npm run build first.');
  const { origin: base, stop } = await startStaticServer('out');
  const failures: string[] = [];
  let passed = 0;
  try {
    for (const engine of engines.filter((e) => !chosen.engine || e.name.toLowerCase() === chosen.engine)) {
      for (const size of [PHONE, LAPTOP]) {
        const page = await engine.open(base, size.width, size.height);
        const run = flows.filter((f) => !(f.phoneOnly && size.width >= DESKTOP_NAV) && (!chosen.flow || f.name.toLowerCase().includes(chosen.flow)));
        try {
          for (const flow of Array.from({ length: chosen.repeat }, () => run).flat()) {
            const started = Date.now();
            try {
              await firstVisit(page);
              await flow.run(page);
              const errors = await page.takeErrors();
              if (errors?.length) throw new Error(`${page.label}: the page threw: ${errors.join(' | ')}`);
              passed += 1;
              console.log(`  ✓ ${page.label} › ${flow.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
            } catch (error) {
              const file = path.join(shots, `${engine.name}-${page.width}-${flows.indexOf(flow) + 1}.png`.toLowerCase());
              await page.screenshot(file).catch(() => undefined);
              failures.push(`${page.label} › ${flow.name}`);
              console.log(`  ✘ ${page.label} › ${flow.name}\n      ${(error as Error).message}\n      screenshot: ${file}`);
            }
          }
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    stop();
  }
  console.log(`\nOther engines: ${passed} passed, ${failures.length} failed`);
  if (failures.length) process.exit(1);
}

await main();
