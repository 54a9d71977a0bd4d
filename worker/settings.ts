/**
 * The Worker's variables and secrets (docs/chat-proxy.md). Apart from the bindings in env.ts,
 * so the limits object can read them without importing the type that names it.
 */
export type Settings = {
  GEMINI_API_KEY?: string;
  CHAT_SIGNING_SECRET?: string;
  CHAT_ALLOWED_ORIGINS?: string;
  GEMINI_UPSTREAM?: string;
  GEMINI_MODEL?: string;
  [setting: string]: unknown;
};
