/** The site index for this Worker instance, read from KV (lib/chat/knowledge-store.ts). */
import { createIndexHolder, type KnowledgeStore } from '@/lib/chat/knowledge-store';
import type { SiteIndex } from '@/lib/search/retrieve';

let holder: ReturnType<typeof createIndexHolder> | null = null;

/** The index, or null when none was uploaded (the model then answers without passages). */
export function siteIndex(store: KnowledgeStore): Promise<SiteIndex | null> {
  holder ??= createIndexHolder(store);
  return holder();
}
