/**
 * `npm run chat:deploy`: deploys Manu's model endpoint to Cloudflare and uploads the site's
 * knowledge to its KV namespace (docs/chat-proxy.md). Needs CLOUDFLARE_API_TOKEN (and
 * CLOUDFLARE_ACCOUNT_ID when the token reaches several accounts), a built site
 * (out/chat-knowledge.json), and the two secrets set once with `wrangler secret put`.
 * `--dry-run` bundles and writes the upload file without contacting Cloudflare.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knowledgeEntries } from '../../lib/chat/knowledge-store';
import { parseKnowledge } from '../../lib/chat/knowledge';
import { site } from '../../content/site';
import { WRANGLER_CONFIG } from './local-worker';

const dryRun = process.argv.includes('--dry-run');
const wrangler = path.resolve('node_modules', '.bin', 'wrangler');
const run = (args: string[]) => execFileSync(wrangler, [...args, '-c', WRANGLER_CONFIG], { stdio: 'inherit' });

const source = existsSync('out/chat-knowledge.json') ? 'out/chat-knowledge.json' : undefined;
const knowledge = source ? parseKnowledge(JSON.parse(readFileSync(source, 'utf8'))) : null;
if (!knowledge) {
  console.error('chat:deploy: no chat-knowledge.json found; run npm run build first.');
  process.exit(1);
}
const entries = knowledgeEntries(knowledge);
const bulkFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'manu-kv-')), 'knowledge.json');
writeFileSync(bulkFile, JSON.stringify(entries));

// The site's own origin(s) may call the endpoint; CHAT_ALLOWED_ORIGINS overrides.
const origins = process.env.CHAT_ALLOWED_ORIGINS ?? new URL(site.url).origin;
if (dryRun) {
  run(['deploy', '--dry-run', '--outdir', path.join(path.dirname(bulkFile), 'bundle'), '--var', `CHAT_ALLOWED_ORIGINS:${origins}`]);
  console.log(`chat:deploy --dry-run: bundle checked; ${knowledge.pages.length} pages in ${entries.length} KV entries written to ${bulkFile}`);
} else {
  run(['deploy', '--var', `CHAT_ALLOWED_ORIGINS:${origins}`]);
  // Shards first, manifest last (the order of the file), so readers switch to the new knowledge at once.
  run(['kv', 'bulk', 'put', bulkFile, '--binding', 'KNOWLEDGE', '--remote']);
  console.log(`chat:deploy: Worker deployed for ${origins}; ${knowledge.pages.length} pages uploaded in ${entries.length} KV entries.`);
}
