/**
 * Browser tests of the assistant run against the real chat Worker (workerd via Miniflare)
 * and a fake Gemini, both on 127.0.0.1 and both started per test, so tests stay independent
 * and parallel. The site under test is built with NEXT_PUBLIC_CHAT_ENDPOINT pointing at
 * 127.0.0.1:CHAT_PROXY_PORT (npm test does this); each page's requests to that address are
 * sent to this test's own Worker, the way DNS would send them to a deployed one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGemini, type FakeGemini } from '../../scripts/chat/fake-gemini';
import { bundleWorker, configuredWorkerOptions, startLocalWorker, type LocalWorker } from '../../scripts/chat/local-worker';
import { test as base } from './fixtures';

export const BUILD_ENDPOINT = `http://127.0.0.1:${process.env.CHAT_PROXY_PORT ?? 8787}/`;

/** The build must call the endpoint these tests stand up; its CSP names the origin it calls. */
export function assertBuiltWithEndpoint() {
  const headers = readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8');
  if (!headers.includes(`connect-src 'self' ${BUILD_ENDPOINT.replace(/\/$/, '')}`))
    throw new Error(`out/ was not built for the chat tests: run NEXT_PUBLIC_CHAT_ENDPOINT=${BUILD_ENDPOINT} npm run build (npm test does).`);
}

type ChatWorkerOptions = {
  /** Whether the fake model answers (health check and messages) when the test starts. */
  modelUp: boolean;
  /** Extra Worker variables, e.g. a low rate limit. */
  workerVars: Record<string, string>;
};

export const test = base.extend<ChatWorkerOptions & { chat: { fake: FakeGemini; worker: LocalWorker } }, { workerScript: { scriptPath: string } }>({
  workerScript: [
    async ({}, use) => {
      const [scriptPath] = await Promise.all([bundleWorker(), configuredWorkerOptions()]);
      await use({ scriptPath });
    },
    { scope: 'worker' },
  ],
  modelUp: [false, { option: true }],
  workerVars: [{}, { option: true }],
  chat: [
    async ({ page, baseURL, workerScript, modelUp, workerVars }, use) => {
      const fake = await startFakeGemini({ chunkDelayMs: 120 });
      fake.setHealthy(modelUp);
      if (!modelUp) fake.setMode('status500');
      const worker = await startLocalWorker({
        scriptPath: workerScript.scriptPath,
        quiet: true,
        vars: { GEMINI_API_KEY: 'browser-test-key', CHAT_SIGNING_SECRET: 'browser-test-secret', CHAT_ALLOWED_ORIGINS: new URL(baseURL!).origin, GEMINI_UPSTREAM: fake.url, ...workerVars },
      });
      await page.route(`${BUILD_ENDPOINT}**`, (route) => route.continue({ url: route.request().url().replace(BUILD_ENDPOINT, worker.url) }));
      await use({ fake, worker });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await worker.dispose();
      await fake.close();
    },
    { auto: true },
  ],
});

export { expect } from './fixtures';
