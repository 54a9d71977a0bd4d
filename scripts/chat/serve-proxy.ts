/**
 * Serves a fetch handler over Node's http module on a loopback address. Used by
 * `npm run chat-proxy` and by the integration tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';

export type FetchHandler = (req: Request) => Promise<Response>;

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // No trusted proxy sits in front of this server: the client is the socket's peer.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'unknown');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startProxyServer(handler: FetchHandler, { host = '127.0.0.1', port = 0 } = {}) {
  const server = createServer((req, res) => {
    handler(toRequest(req, `http://${host}`))
      .then((response) => send(res, response))
      .catch((error) => {
        console.error('chat proxy: unexpected error', error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
