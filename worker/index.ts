/**
 * Manu's model endpoint, a Cloudflare Worker: POST /chat answers one visitor message,
 * GET /health says whether the model is reachable (cached for all visitors), and only the
 * site's own origins get an answer. Configuration: worker/wrangler.jsonc and docs/chat-proxy.md.
 */
import { readConfig } from './lib/config';
import { CHAT_PATH, HEALTH_PATH } from '@/lib/chat/contract';
import { handleChat } from './chat';
import type { Env } from './env';
import { corsHeaders, errorResponse } from './http';
import { ChatLimits, LIMITS_OBJECT_NAME } from './limits-object';

export { ChatLimits };

export default {
  async fetch(req, env, ctx): Promise<Response> {
    const config = readConfig(env);
    const origin = req.headers.get('origin') ?? '';
    if (!config.allowedOrigins.includes(origin)) return errorResponse('forbidden_origin', 'This origin may not use the assistant.');
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });

    const { pathname } = new URL(req.url);
    if (pathname === HEALTH_PATH) {
      if (req.method !== 'GET') return errorResponse('method_not_allowed', 'Use GET.', { ...cors, allow: 'GET, OPTIONS' });
      const report = await env.LIMITS.get(env.LIMITS.idFromName(LIMITS_OBJECT_NAME)).checkHealth();
      return new Response(JSON.stringify(report), {
        headers: { ...cors, 'content-type': 'application/json; charset=utf-8', 'cache-control': `private, max-age=${Math.round(config.healthTtlMs / 1000)}` },
      });
    }
    if (pathname === CHAT_PATH) {
      if (req.method !== 'POST') return errorResponse('method_not_allowed', 'Use POST.', { ...cors, allow: 'POST, OPTIONS' });
      return handleChat(req, env, ctx, config, cors);
    }
    return errorResponse('not_found', 'Not found.', cors);
  },
} satisfies ExportedHandler<Env>;
