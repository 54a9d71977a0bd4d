/** The Worker's bindings (worker/wrangler.jsonc) and its variables and secrets (docs/chat-proxy.md). */
import type { ChatLimits } from './limits-object';
import type { Settings } from './settings';

export type Env = Settings & {
  LIMITS: DurableObjectNamespace<ChatLimits>;
  KNOWLEDGE: KVNamespace;
};
