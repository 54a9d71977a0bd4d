/**
 * `npm run chat-proxy`: runs the chat endpoint (lib/chat/proxy.ts) on a loopback
 * address. Settings come from the environment; see docs/chat-proxy.md.
 */
import { createChatProxy, proxyConfigFromEnv } from '../lib/chat/proxy';
import { startProxyServer } from './chat/serve-proxy';

async function main() {
  const config = proxyConfigFromEnv(process.env);
  const host = process.env.CHAT_PROXY_HOST ?? '127.0.0.1';
  const port = Number(process.env.CHAT_PROXY_PORT ?? 8787);
  const server = await startProxyServer(createChatProxy(config), { host, port });
  console.log(`chat proxy listening on ${server.url}`);
  console.log(`  allowed origins: ${config.allowedOrigins.join(', ') || '(none: every browser request is refused)'}`);
  console.log(`  model key: ${config.apiKey ? 'set' : 'NOT SET (every call answers 503)'}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
