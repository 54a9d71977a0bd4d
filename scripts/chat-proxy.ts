/**
 * `npm run chat-proxy`: runs Manu's model endpoint (worker/) locally in workerd on a
 * loopback address, with the site index of the last build in its KV. Settings come
 * from the environment; see docs/chat-proxy.md. No Cloudflare account or network needed.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readConfig } from '../worker/lib/config';
import { builtIndexDir, readIndexFiles } from './chat/index-files';
import { startLocalWorker } from './chat/local-worker';

/** The variables the Worker reads (GEMINI_*, CHAT_*, TURNSTILE_*), taken from this process's environment. */
export function workerVars(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => /^(GEMINI_|CHAT_|TURNSTILE_)/.test(e[0]) && typeof e[1] === 'string'));
}

async function main() {
  const vars = workerVars(process.env);
  // A secret for this run only: replies signed now stop counting when it stops.
  if (!vars.CHAT_SIGNING_SECRET) vars.CHAT_SIGNING_SECRET = randomBytes(32).toString('base64url');
  const config = readConfig(vars);
  const indexFiles = readIndexFiles();
  const worker = await startLocalWorker({ vars, indexFiles, host: process.env.CHAT_PROXY_HOST ?? '127.0.0.1', port: Number(process.env.CHAT_PROXY_PORT ?? 8787) });
  console.log(`chat endpoint (Worker in workerd) listening on ${worker.url}`);
  console.log(`  allowed origins: ${config.allowedOrigins.join(', ') || '(none: every browser request is refused)'}`);
  console.log(`  model: ${config.model} at ${config.upstream}; key ${config.apiKey ? 'set' : 'NOT SET (every chat call answers 503)'}`);
  console.log(`  Turnstile: ${config.turnstile ? `on, checked at ${config.turnstile.verifyUrl}` : 'off (no TURNSTILE_SECRET)'}`);
  console.log(`  site index: ${indexFiles ? `${indexFiles.length} files from ${path.relative(process.cwd(), builtIndexDir())}` : 'none found (run npm run build first); answers without passages'}`);
  const stop = () => void worker.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
