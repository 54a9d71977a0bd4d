// Serves the exported site the way a static host does: clean URLs with a trailing
// slash, 404.html with status 404, text compressed as the hosts compress it (Brotli when
// the browser accepts it, as Cloudflare Pages and Netlify do, else gzip), and the headers
// in out/_headers (Netlify/Cloudflare Pages format), so local runs, browser tests and the
// Lighthouse audit see what production sends. Like a host without redirect rules it does not read
// out/_redirects: an old address is answered by its refresh page (tests/e2e/host.spec.ts serves
// out/ with Cloudflare's own server, redirects included).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isFile, resolveStatic } from './quality/static-files';
import { IMMUTABLE_CACHE, IMMUTABLE_FOLDERS } from './quality/csp';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.mp3': 'audio/mpeg', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.pdf': 'application/pdf', '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Parses a _headers file: a path pattern line, then indented "Name: value" lines. */
type HeaderRule = { pattern: RegExp; headers: [name: string, value: string][] };

function loadHeaderRules(): HeaderRule[] {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else if (rules.length) {
      const index = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

// Keyed by modification time, so a server left running serves a fresh build at once.
type Encoding = 'br' | 'gzip';
const cache = new Map<string, Buffer>();
const encoders: Record<Encoding, (raw: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };
function body(file: string, encoding: Encoding | null): Buffer {
  const key = `${file}:${encoding}:${statSync(file).mtimeMs}`;
  if (!cache.has(key)) {
    const raw = readFileSync(file);
    cache.set(key, encoding ? encoders[encoding](raw) : raw);
  }
  return cache.get(key)!;
}

/** Brotli where the browser accepts it, else gzip, for text only (images and fonts are compressed already). */
function encodingFor(type: string, acceptEncoding = ''): Encoding | null {
  if (!compressible.test(type)) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

// Re-read when a rebuild rewrites _headers (its policy follows the build's settings).
let headerRules: HeaderRule[] = [];
let headersVersion = -1;
function currentHeaderRules() {
  const file = path.join(root, '_headers');
  const version = existsSync(file) ? statSync(file).mtimeMs : 0;
  if (version !== headersVersion) {
    headerRules = loadHeaderRules();
    headersVersion = version;
  }
  return headerRules;
}

const server = createServer((req, res) => {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  let resolved = resolveStatic(root, urlPath);
  let status = 200;
  if (urlPath === '/404' || urlPath === '/404/' || urlPath === '/404.html') resolved = null;
  if (resolved?.redirect) {
    res.writeHead(308, { Location: resolved.redirect }).end();
    return;
  }
  if (!resolved) {
    status = 404;
    resolved = { file: path.join(root, '404.html') };
    if (!isFile(resolved.file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
  }
  const ext = path.extname(resolved.file);
  const type = types[ext] ?? 'application/octet-stream';
  const encoding = encodingFor(type, req.headers['accept-encoding']);
  const headers: Record<string, string | number> = { 'Content-Type': type, Vary: 'Accept-Encoding' };
  headers['Cache-Control'] = IMMUTABLE_FOLDERS.some((folder) => urlPath.startsWith(folder)) ? IMMUTABLE_CACHE : 'public, max-age=0, must-revalidate';
  if (encoding) headers['Content-Encoding'] = encoding;
  for (const rule of currentHeaderRules()) if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) headers[name] = value;
  let content = body(resolved.file, encoding);
  // Byte ranges of files sent as they are, as static hosts answer them: a video player asks for
  // ranges, and without them a browser cannot seek in a video.
  if (status === 200 && !encoding) {
    headers['Accept-Ranges'] = 'bytes';
    const range = byteRange(req.headers.range, content.length);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${content.length}` }).end();
      return;
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${content.length}`;
      content = content.subarray(range.start, range.end + 1);
      status = 206;
    }
  }
  headers['Content-Length'] = content.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : content);
});

/** One `bytes=start-end` range (an open end, or a suffix `bytes=-n`) of a body `size` long; null for none or more than one. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
