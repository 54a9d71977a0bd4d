/**
 * The built site served as a static host serves it (scripts/serve.ts: clean URLs, the production
 * headers, compression), in a process of its own on 127.0.0.1: what the Lighthouse audit, the
 * engine flows and the analytics test visit. Resolves once the server says it is listening, and
 * fails when it exits first (the folder missing, the port taken).
 */
import { spawn } from 'node:child_process';
import { freePort } from './pages-dev';

export type StaticServer = { origin: string; stop: () => void };

/** `port` when the caller needs a known one (the audit's AUDIT_PORT); otherwise a free one. */
export async function startStaticServer(root: string, port?: number): Promise<StaticServer> {
  const chosen = port ?? (await freePort());
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', root], {
    env: { ...process.env, PORT: String(chosen), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once('data', () => resolve());
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`scripts/serve.ts for ${root}/ exited with ${code} before listening (is port ${chosen} in use?)`)));
  });
  // Anything it prints later is read and dropped, so its pipe never fills.
  server.stdout!.resume();
  return { origin: `http://127.0.0.1:${chosen}`, stop: () => void (server.exitCode === null && server.kill('SIGTERM')) };
}
