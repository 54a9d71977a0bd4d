// `npm start`: builds when out/ is missing or older than the sources, then serves it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';

const sources = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.mjs', 'package.json'];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max: number, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'out'], { stdio: 'inherit', env: { PORT: '3000', ...process.env } });
server.on('exit', (code) => process.exit(code ?? 0));
