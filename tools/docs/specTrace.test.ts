import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TRACE = readFileSync(join(ROOT, 'docs', 'spec-trace.md'), 'utf8');

/** Every `packages/…` or `tools/…` path the trace names, as written (globs included). */
function namedPaths(): string[] {
  const paths = new Set<string>();
  for (const match of TRACE.matchAll(/`((?:packages|tools|scripts)\/[^`\s]+)`/g)) paths.add(match[1]!);
  return [...paths];
}

describe('docs/spec-trace.md', () => {
  it('names files that exist, so the map from rule to code and test stays true', () => {
    const paths = namedPaths();
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths.filter((path) =>
      path.includes('*') ? globSync(path, { cwd: ROOT }).length === 0 : !existsSync(join(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });
});
