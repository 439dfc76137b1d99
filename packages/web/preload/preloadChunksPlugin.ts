import type { Plugin } from 'vite';

/** The part of a Rollup output chunk this plugin reads. */
interface ChunkFacts {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
}

type Bundle = Readonly<Record<string, ChunkFacts | { readonly type: 'asset' }>>;

/**
 * The files to preload for the chunks whose source path ends with one of `sources`: each chunk and every chunk it
 * imports statically, less what the entry already pulls in (the browser preloads those for the entry itself).
 */
export function chunksToPreload(bundle: Bundle, sources: readonly string[]): string[] {
  const chunks = new Map<string, ChunkFacts>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);

  const reachable = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };

  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const fromEntry = reachable(entries);
  const targets = [...chunks.values()]
    .filter((chunk) => sources.some((source) => chunk.facadeModuleId?.endsWith(source)))
    .map((chunk) => chunk.fileName);
  return [...reachable(targets)].filter((fileName) => !fromEntry.has(fileName));
}

/**
 * Adds `<link rel="modulepreload">` to index.html for chunks every first load needs but the entry only imports
 * dynamically (the application shell): the browser fetches them beside the entry instead of after running it.
 */
export function preloadChunksPlugin(sources: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'casino-preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle) return [];
        return chunksToPreload(context.bundle as unknown as Bundle, sources).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
