/**
 * Runs the chat Worker locally in workerd through Miniflare's Node API: bundled exactly as
 * `wrangler deploy` bundles it, with the bindings of worker/wrangler.jsonc (Durable Object,
 * KV), the given variables, and the KV seeded with the site index. Used by
 * `npm run chat-proxy`, the integration tests, the browser tests and `npm run bench:chat`.
 * Loopback only; no account or network.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Miniflare, type WorkerOptions } from 'miniflare';
import { storeEntries } from '../../lib/chat/knowledge-store';
import type { IndexFile } from './index-files';

const root = path.resolve(import.meta.dirname, '../..');
export const WRANGLER_CONFIG = path.join(root, 'worker', 'wrangler.jsonc');
const wranglerBin = path.join(root, 'node_modules', '.bin', 'wrangler');

/** `wrangler deploy --dry-run`: the bundle a deploy would upload, written to a temporary folder. */
export async function bundleWorker(): Promise<string> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'manu-worker-'));
  await promisify(execFile)(wranglerBin, ['deploy', '--dry-run', '--outdir', outdir, '-c', WRANGLER_CONFIG], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error', NO_COLOR: '1' },
  });
  return path.join(outdir, 'index.js');
}

const SECOND_HOST = 'second-instance.manu.test';

/**
 * The Miniflare options wrangler derives from worker/wrangler.jsonc (bindings, Durable
 * Objects on SQLite, KV, compatibility date), so tests run the Worker as configured. Read
 * in a child process: wrangler's file checks misjudge errors inside Jest's sandbox.
 */
export async function configuredWorkerOptions(): Promise<WorkerOptions> {
  const script = `const w = require('wrangler'); process.stdout.write(JSON.stringify(w.unstable_getMiniflareWorkerOptions(${JSON.stringify(WRANGLER_CONFIG)}).workerOptions));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' } });
  return JSON.parse(stdout) as WorkerOptions;
}

export type LocalWorkerOptions = {
  /** Variables and secrets, as the deployed Worker would get them. */
  vars: Record<string, string>;
  /** The site index files to seed the KV with (scripts/chat/index-files.ts). */
  indexFiles?: readonly IndexFile[] | null;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Two Worker instances sharing the one limits object, as instances do in production. */
  instances?: 1 | 2;
  scriptPath?: string;
  /** Drop the Worker's own log lines (tests read responses, not logs). */
  quiet?: boolean;
};

export type LocalWorker = {
  url: string;
  /** A request to one instance (0 or 1), as the platform would deliver it. */
  fetch(path: string, init?: RequestInit & { instance?: number }): Promise<Response>;
  dispose(): Promise<void>;
};

export async function startLocalWorker(options: LocalWorkerOptions): Promise<LocalWorker> {
  const [scriptPath, workerOptions] = await Promise.all([options.scriptPath ?? bundleWorker(), configuredWorkerOptions()]);
  const base = {
    ...workerOptions,
    modules: true,
    scriptPath,
    // Module names are relative to this root; the bundle lives outside the project.
    modulesRoot: path.dirname(scriptPath),
    bindings: { ...workerOptions.bindings, ...options.vars },
  } as WorkerOptions;
  const names = options.instances === 2 ? ['manu-chat', 'manu-chat-2'] : ['manu-chat'];
  const workers = names.map((name, i): WorkerOptions =>
    i === 0
      ? { ...base, name }
      : // The second instance reaches the first one's limits object, as every instance reaches the same one in production.
        ({ ...base, name, routes: [`${SECOND_HOST}/*`], durableObjects: { LIMITS: { className: 'ChatLimits', scriptName: names[0], useSQLite: true } } } as WorkerOptions),
  );
  const mf = new Miniflare({
    workers,
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    kvPersist: false,
    durableObjectsPersist: false,
    ...(options.quiet ? { handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => [stdout, stderr].forEach((s) => s.resume()) } : {}),
  });
  const url = (await mf.ready).href;
  if (options.indexFiles) {
    const kv = await mf.getKVNamespace('KNOWLEDGE', names[0]);
    for (const entry of storeEntries(options.indexFiles)) await kv.put(entry.key, entry.value);
  }
  return {
    url,
    async fetch(target, init = {}) {
      const { instance = 0, ...rest } = init;
      // The second instance answers its own host name; the first answers every other.
      const address = new URL(target, instance === 1 ? `http://${SECOND_HOST}` : url);
      return mf.dispatchFetch(address.href, rest as never) as unknown as Response;
    },
    dispose: () => mf.dispose(),
  };
}
