/** @jest-environment node */
// The +150 KiB regression the audit must fail (npm run audit -- --inject-script-kib=150).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { copyWithExtraScript, libraryCode } from '@/scripts/quality/extra-script';

describe('the extra home-page script', () => {
  it('is the gzip size asked for, the same every time, and runs every module body once', () => {
    const code = libraryCode(20 * 1024);
    expect(gzipSync(code).length).toBeGreaterThanOrEqual(20 * 1024);
    expect(gzipSync(code).length).toBeLessThan(25 * 1024); // measured every 50 modules
    expect(libraryCode(20 * 1024)).toBe(code);
    const self: { __extraModules?: number } = {};
    new Function('self', code)(self);
    expect(self.__extraModules).toBe((code.match(/__modules\.push\(/g) ?? []).length);
    expect(code).not.toMatch(/\bfor\b[\s\S]*\bfor\b|\bwhile\b/); // one loop, the one that runs the modules
  });

  it('is added to a copy of out/, whose home page loads it as the framework loads its chunks', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'extra-script-out-'));
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>');
    const copy = copyWithExtraScript(out, 150);
    try {
      expect(readFileSync(path.join(copy.dir, 'index.html'), 'utf8')).toContain(`<script src="${copy.chunk}" async=""></script></head>`);
      expect(gzipSync(readFileSync(path.join(copy.dir, copy.chunk))).length).toBeGreaterThanOrEqual(150 * 1024);
      // out/ itself is left as it was.
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('extra-');
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
