// The repository's import graph, read from the source with TypeScript's parser, and the circles in it.
//
// An edge is every import the module loader follows when the file is loaded: `import … from`, `import type … from`,
// `export … from` and `import x = require(…)`. A type-only import is an edge too: it is erased at run time, but it
// still ties the two files together, and a circle of types is the first half of a circle of values. A dynamic
// `import()` is not an edge: it runs after the importing file has been evaluated, so it cannot see a half-made
// module; it is how the app loads a page or a chunk on demand.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TRIED = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const SKIPPED = [
  'node_modules',
  'dist',
  'dist-server',
  'coverage',
  '.tools',
  '.data',
  'artifacts',
  'test-results',
  'playwright-report',
];

/** Every source file under root, as a path relative to it, except `ignore` (relative folders) and build output. */
export function sourceFiles(root: string, ignore: readonly string[] = []): string[] {
  return globSync('**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}', {
    cwd: root,
    exclude: (name) =>
      SKIPPED.includes(path.basename(name)) ||
      ignore.some((folder) => name === folder || name.startsWith(folder + path.sep)),
  })
    .filter((file) => !file.endsWith('.d.ts'))
    .sort();
}

/** The specifiers a file loads statically (see the top of this file for what counts). */
export function staticImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isModuleDeclaration(node) && node.body) {
      ts.forEachChild(node.body, visit);
    }
  };
  ts.forEachChild(source, visit);
  return found;
}

/** The workspace's packages: name → (subpath → file relative to root), from each package.json's `exports`. */
function workspacePackages(root: string): Map<string, Map<string, string>> {
  const packages = new Map<string, Map<string, string>>();
  for (const manifest of globSync('packages/*/package.json', { cwd: root })) {
    const { name, exports } = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')) as {
      name?: string;
      exports?: string | Record<string, unknown>;
    };
    if (!name) continue;
    const entries = typeof exports === 'string' ? { '.': exports } : (exports ?? {});
    const map = new Map<string, string>();
    for (const [subpath, target] of Object.entries(entries)) {
      if (typeof target === 'string') map.set(subpath, path.join(path.dirname(manifest), target));
    }
    packages.set(name, map);
  }
  return packages;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file (relative to root) a specifier of `from` loads, or undefined for a library, a style or an asset. */
function resolver(root: string) {
  const packages = workspacePackages(root);
  return (from: string, specifier: string): string | undefined => {
    const bare = specifier.split('?')[0]!;
    let base: string;
    if (bare.startsWith('.')) {
      base = path.join(path.dirname(from), bare);
    } else {
      const name = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]!;
      const target = packages.get(name)?.get('.' + bare.slice(name.length));
      if (!target) return undefined;
      base = target;
    }
    const candidates = [base, ...TRIED.map((ext) => base + ext)];
    if (/\.m?js$/.test(base))
      candidates.push(base.replace(/\.(m?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
    const file = candidates.find((candidate) => CODE.test(candidate) && isFile(path.join(root, candidate)));
    return file && path.normalize(file);
  };
}

/** file → the files it loads statically, every path relative to root. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const resolve = resolver(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = staticImports(file, text)
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import circles: each group of files that reach one another (a strongly connected component of two files or
 * more, or a file that imports itself), shown as one circle through the group (`a → b → a`), largest group first.
 */
export function importCircles(
  graph: ReadonlyMap<string, readonly string[]>,
): { size: number; circle: string[] }[] {
  // Tarjan's algorithm, iterative so a long chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || (graph.get(member) ?? []).includes(member)) groups.push(group.sort());
      }
    }
  }
  return groups
    .map((group) => ({ size: group.length, circle: shortestCircle(graph, group) }))
    .sort((a, b) => b.size - a.size || a.circle[0]!.localeCompare(b.circle[0]!));
}

/** A shortest circle through the group's first file, found breadth-first inside the group. */
function shortestCircle(graph: ReadonlyMap<string, readonly string[]>, group: readonly string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of graph.get(queue[i]!) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const circle = [start];
        for (let at = queue[i]!; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, queue[i]!);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
