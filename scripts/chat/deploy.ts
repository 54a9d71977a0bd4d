/**
 * `npm run chat:deploy`: deploys Manu's model endpoint to Cloudflare and uploads the site's
 * index to its KV namespace (docs/chat-proxy.md). Needs CLOUDFLARE_API_TOKEN (and
 * CLOUDFLARE_ACCOUNT_ID when the token reaches several accounts), a built site
 * (out/site-index/), and the two secrets set once with `wrangler secret put`.
 * `--dry-run` bundles and writes the upload file without contacting Cloudflare.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeEntries } from '../../lib/chat/knowledge-store';
import { site } from '../../content/site';
import { readIndexFiles } from './index-files';
import { WRANGLER_CONFIG } from './local-worker';

const dryRun = process.argv.includes('--dry-run');
const wrangler = path.resolve('node_modules', '.bin', 'wrangler');
const run = (args: string[]) => execFileSync(wrangler, [...args, '-c', WRANGLER_CONFIG], { stdio: 'inherit' });

const files = readIndexFiles();
if (!files) {
  console.error('chat:deploy: no out/site-index/ found; run npm run build first.');
  process.exit(1);
}
const entries = storeEntries(files);
const bulkFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'manu-kv-')), 'knowledge.json');
writeFileSync(bulkFile, JSON.stringify(entries));

// The site's own origin(s) may call the endpoint; CHAT_ALLOWED_ORIGINS overrides.
const origins = process.env.CHAT_ALLOWED_ORIGINS ?? new URL(site.url).origin;
if (dryRun) {
  run(['deploy', '--dry-run', '--outdir', path.join(path.dirname(bulkFile), 'bundle'), '--var', `CHAT_ALLOWED_ORIGINS:${origins}`]);
  console.log(`chat:deploy --dry-run: bundle checked; the site index in ${entries.length} KV entries written to ${bulkFile}`);
} else {
  run(['deploy', '--var', `CHAT_ALLOWED_ORIGINS:${origins}`]);
  // The versioned files first, the manifest last (the order of the file), so readers switch to the new index at once.
  run(['kv', 'bulk', 'put', bulkFile, '--binding', 'KNOWLEDGE', '--remote']);
  console.log(`chat:deploy: Worker deployed for ${origins}; the site index uploaded in ${entries.length} KV entries.`);
}
