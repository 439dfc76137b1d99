import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { safeRelative, StaticFiles } from './staticFiles.ts';
import { testFolder } from '../testing/testFolder.ts';

function buildDir(): string {
  const root = testFolder('site-');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1);'.repeat(50));
  writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  return root;
}

describe('StaticFiles', () => {
  it('serves hashed assets as immutable, compressed as the browser asked', async () => {
    const file = await new StaticFiles(buildDir()).get('/assets/index-abc.js', 'br');
    expect(file).toMatchObject({ immutable: true, encoding: 'br', type: 'text/javascript; charset=utf-8' });
  });

  it('serves the compressed file the build wrote beside the asset, not one of its own', async () => {
    const root = buildDir();
    writeFileSync(path.join(root, 'assets', 'index-abc.js.br'), 'built ahead');
    const file = await new StaticFiles(root).get('/assets/index-abc.js', 'br');
    expect(Buffer.from(file?.body ?? []).toString()).toBe('built ahead');
    expect(file?.encoding).toBe('br');
  });

  it('compresses a file the build left uncompressed once, for every request that asks at the same time', async () => {
    const files = new StaticFiles(buildDir());
    const [first, second] = await Promise.all([
      files.get('/assets/index-abc.js', 'gzip'),
      files.get('/assets/index-abc.js', 'gzip'),
    ]);
    expect(gunzipSync(first?.body ?? new Uint8Array()).toString()).toBe('console.log(1);'.repeat(50));
    expect(second?.body).toBe(first?.body);
  });

  it('serves the worker script to be revalidated on every load, so a new build is seen', async () => {
    const file = await new StaticFiles(buildDir()).get('/sw.js', null);
    expect(file).toMatchObject({ immutable: false, encoding: null });
  });

  it('serves the offline shell at /index.html, for the worker to precache, revalidated on every load', async () => {
    const file = await new StaticFiles(buildDir()).get('/index.html', null);
    expect(file).toMatchObject({ immutable: false, type: 'text/html; charset=utf-8' });
  });

  it('never serves a folder, a missing file or a path out of the build', async () => {
    const files = new StaticFiles(buildDir());
    for (const urlPath of ['/assets', '/assets/', '/missing.js', '/../package.json']) {
      expect(await files.get(urlPath, null)).toBeNull();
    }
  });
});

describe('safeRelative', () => {
  it('keeps every path inside the build: `..` cannot climb above its root', () => {
    expect(safeRelative('/..%2f..%2fetc/passwd')).toBe('etc/passwd');
    expect(safeRelative('/assets/../sw.js')).toBe('sw.js');
  });

  it('refuses paths that cannot be decoded, carry a NUL byte or name no file', () => {
    for (const urlPath of ['/%E0%A4%A', '/a%00b', '/']) expect(safeRelative(urlPath)).toBeNull();
  });
});
