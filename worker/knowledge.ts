/**
 * The site's knowledge for this Worker instance: read from KV through the storage
 * interface, indexed once and kept while the uploaded version stays the same.
 */
import { loadKnowledge, readManifest, type KnowledgeStore } from '@/lib/chat/knowledge-store';
import { indexKnowledge, type PassageIndex } from '@/lib/chat/passages';

/** How often an instance asks whether a newer knowledge was uploaded. */
const RECHECK_MS = 5 * 60_000;

let cached: { version: string; index: PassageIndex; checkedAt: number } | null = null;
let loading: Promise<PassageIndex | null> | null = null;

async function load(store: KnowledgeStore, now: number): Promise<PassageIndex | null> {
  const manifest = await readManifest(store);
  if (!manifest) return cached?.index ?? null;
  if (cached?.version === manifest.version) {
    cached.checkedAt = now;
    return cached.index;
  }
  const knowledge = await loadKnowledge(store, manifest);
  if (!knowledge) return cached?.index ?? null;
  cached = { version: manifest.version, index: indexKnowledge(knowledge), checkedAt: now };
  return cached.index;
}

/** The index, or null when no knowledge was uploaded (the model then answers without passages). */
export function passageIndex(store: KnowledgeStore, now = Date.now()): Promise<PassageIndex | null> {
  if (cached && now - cached.checkedAt < RECHECK_MS) return Promise.resolve(cached.index);
  loading ??= load(store, now).finally(() => (loading = null));
  return loading;
}
