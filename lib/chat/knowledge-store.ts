/**
 * The site index in a key-value store, for the chat Worker (Workers KV in production, Miniflare's
 * simulation locally). The Worker's bundle has a size limit and the blog may grow to a thousand
 * posts, so the index is not bundled: the deploy uploads its files, one entry each, and the Worker
 * reads them through the same entry the browser uses (lib/search/retrieve.ts), only a query's parts.
 */
import { indexVersion, openSiteIndex, type ReadFile, type SiteIndex } from '@/lib/search/retrieve';

/** All the Worker needs from a store; a KV namespace fits as it is. */
export type KnowledgeStore = { get(key: string): Promise<string | null> };

export const indexKey = (path: string) => `site-index:${path}`;

/** The entries to upload, in the order of the files: the manifest comes last, so a reader never sees a manifest whose files are not there yet. */
export const storeEntries = (files: readonly { path: string; text: string }[]) => files.map((file) => ({ key: indexKey(file.path), value: file.text }));

export const readFromStore = (store: KnowledgeStore): ReadFile => (path) => store.get(indexKey(path));

/** How often an instance asks whether a newer index was uploaded. */
export const RECHECK_MS = 5 * 60_000;

/**
 * The index for one Worker instance: opened once per uploaded version, so the files it has read
 * stay in memory while the version stays the same. Null when the store holds no index.
 */
export function createIndexHolder(store: KnowledgeStore) {
  let current: { version: string; index: SiteIndex; checkedAt: number } | null = null;
  let checking: Promise<SiteIndex | null> | null = null;

  async function check(now: number): Promise<SiteIndex | null> {
    const version = await indexVersion(readFromStore(store));
    if (version === null) return current?.index ?? null;
    if (current?.version !== version) current = { version, index: openSiteIndex(readFromStore(store)), checkedAt: now };
    current.checkedAt = now;
    return current.index;
  }

  return (now = Date.now()): Promise<SiteIndex | null> => {
    if (current && now - current.checkedAt < RECHECK_MS) return Promise.resolve(current.index);
    checking ??= check(now).finally(() => (checking = null));
    return checking;
  };
}
