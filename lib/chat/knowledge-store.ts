/**
 * The assistant's knowledge in a key-value store (Workers KV in production, Miniflare's
 * simulation locally). The Worker's bundle has a size limit and the blog may grow to a
 * thousand posts, so the knowledge is not bundled: the deploy uploads it as a manifest and
 * shards of at most ~1 MB, and the Worker reads it through one small interface.
 */
import { parseKnowledge } from './knowledge';
import type { Knowledge } from './types';

/** All the Worker needs from a store; a KV namespace fits as it is. */
export type KnowledgeStore = { get(key: string): Promise<string | null> };

export const MANIFEST_KEY = 'knowledge:manifest';
export const SHARD_BYTES = 1_000_000;
export type Manifest = { version: string; shards: number; pages: number };

export const shardKey = (version: string, index: number) => `knowledge:${version}:${index}`;

/** FNV-1a over the text: a version that changes when the knowledge does. */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The entries to upload: shards first, the manifest last, so a reader never sees a
 * manifest whose shards are not there yet.
 */
export function knowledgeEntries(knowledge: Knowledge, maxBytes = SHARD_BYTES): { key: string; value: string }[] {
  const v = version(JSON.stringify(knowledge));
  const shards: Knowledge['pages'][] = [[]];
  let size = 0;
  for (const page of knowledge.pages) {
    const pageBytes = bytes(JSON.stringify(page));
    if (size + pageBytes > maxBytes && shards[shards.length - 1]!.length) {
      shards.push([]);
      size = 0;
    }
    shards[shards.length - 1]!.push(page);
    size += pageBytes;
  }
  const manifest: Manifest = { version: v, shards: shards.length, pages: knowledge.pages.length };
  return [
    ...shards.map((pages, i) => ({ key: shardKey(v, i), value: JSON.stringify({ generatedAt: knowledge.generatedAt, pages }) })),
    { key: MANIFEST_KEY, value: JSON.stringify(manifest) },
  ];
}

export async function readManifest(store: KnowledgeStore): Promise<Manifest | null> {
  try {
    const value = JSON.parse((await store.get(MANIFEST_KEY)) ?? 'null') as Partial<Manifest> | null;
    if (!value || typeof value.version !== 'string' || !Number.isInteger(value.shards) || (value.shards ?? 0) < 1) return null;
    return { version: value.version, shards: value.shards!, pages: Number(value.pages ?? 0) };
  } catch {
    return null;
  }
}

/** The whole knowledge, or null when the store holds none or a shard is missing or broken. */
export async function loadKnowledge(store: KnowledgeStore, manifest?: Manifest | null): Promise<Knowledge | null> {
  const found = manifest ?? (await readManifest(store));
  if (!found) return null;
  const shards = await Promise.all(Array.from({ length: found.shards }, (_, i) => store.get(shardKey(found.version, i))));
  const pages: Knowledge['pages'] = [];
  let generatedAt = '';
  for (const shard of shards) {
    if (!shard) return null;
    try {
      const parsed = parseKnowledge(JSON.parse(shard));
      if (!parsed) return null;
      pages.push(...parsed.pages);
      generatedAt = parsed.generatedAt;
    } catch {
      return null;
    }
  }
  return { generatedAt, pages };
}
