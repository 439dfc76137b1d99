// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_URL, checkReusedBuild } from './servers.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder whose one script names `apiUrl` as the site's API, as `vite build` bakes VITE_API_URL in. */
function buildNaming(apiUrl: string | null): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-reuse-')), 'dist');
  made.push(path.dirname(dist));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dist, 'assets', 'other-a1.js'), 'export const x = 1;');
  const named = apiUrl === null ? '' : `const api = "${apiUrl}";`;
  writeFileSync(path.join(dist, 'assets', 'shell-b2.js'), `${named}export default api;`);
  return dist;
}

describe('E2E_REUSE_BUILD=1 serves only a build made for the suite', () => {
  it("accepts the build that names the suite's API", () => {
    expect(() => checkReusedBuild(buildNaming(API_URL))).not.toThrow();
  });

  it("refuses a bench's build made for another API, naming both and what to do", () => {
    const other = 'http://localhost:1';
    expect(() => checkReusedBuild(buildNaming(other))).toThrow(
      new RegExp(
        `does not name the suite's API \\(${API_URL}.*it names ${other}: run the browser tests without E2E_REUSE_BUILD=1`,
      ),
    );
  });

  it('refuses a folder with no build, and a build that names no API', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'e2e-reuse-'));
    made.push(empty);
    expect(() => checkReusedBuild(path.join(empty, 'dist'))).toThrow(/found no build/);
    expect(() => checkReusedBuild(buildNaming(null))).toThrow(/does not name the suite's API/);
  });
});
