/** The Worker's bindings (worker/wrangler.jsonc) and its variables and secrets (docs/chat-proxy.md). */
import type { ChatLimits } from './limits-object';

export type Env = {
  LIMITS: DurableObjectNamespace<ChatLimits>;
  KNOWLEDGE: KVNamespace;
  GEMINI_API_KEY?: string;
  CHAT_SIGNING_SECRET?: string;
  CHAT_ALLOWED_ORIGINS?: string;
  GEMINI_UPSTREAM?: string;
  GEMINI_MODEL?: string;
  [setting: string]: unknown;
};
