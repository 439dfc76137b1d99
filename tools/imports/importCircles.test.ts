import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, sourceFiles } from './importGraph.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join('tools', 'imports', 'fixtures');

/** The circles among the files under `folder` (relative to the repository), their paths relative to that folder. */
function circlesUnder(folder: string) {
  const base = path.join(root, folder);
  return importCircles(importGraph(base, sourceFiles(base)));
}

describe('import circles', () => {
  // No file imports, directly or through others, a file that imports it: every package and tool loads in one
  // direction. A circle is broken at its cause: a type moved to its own file, or an import turned around.
  it('there are none anywhere in the repository', () => {
    const files = sourceFiles(root, [FIXTURES]);
    const graph = importGraph(root, files);

    // The graph is the real one: every package is read, and relative, extension and workspace imports are followed.
    expect(files.length).toBeGreaterThan(1000);
    for (const pkg of ['adapters', 'api', 'core', 'sw', 'web']) {
      expect(files.some((file) => file.startsWith(path.join('packages', pkg, 'src')))).toBe(true);
    }
    expect(graph.get(path.join('packages/api/src/config.ts'))).toContain(
      path.join('packages/api/src/live/liveOptions.ts'),
    );
    expect(graph.get(path.join('packages/web/src/components/page/SeoText.ts'))).toContain(
      path.join('packages/core/src/index.ts'),
    );

    const found = importCircles(graph).map(({ size, circle }) => `${size} files: ${circle.join(' → ')}`);
    expect(found).toEqual([]);
  });

  it('are found in a fixture with one, through a type-only import, a re-export and a self-import', () => {
    expect(circlesUnder(path.join(FIXTURES, 'circle'))).toEqual([
      { size: 3, circle: ['a.ts', 'b.ts', 'c.ts', 'a.ts'] },
      { size: 1, circle: ['self.ts', 'self.ts'] },
    ]);
  });

  it('are not made by a dynamic import(), a folder index or a library', () => {
    const base = path.join(root, FIXTURES, 'noCircle');
    const graph = importGraph(base, sourceFiles(base));
    expect(graph.get('user.ts')).toEqual([path.join('shared', 'index.ts'), 'routes.ts']);
    expect(graph.get('routes.ts')).toEqual([path.join('shared', 'index.ts')]);
    expect(importCircles(graph)).toEqual([]);
  });
});
