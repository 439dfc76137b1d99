import path from 'node:path';
import type { ViteDevServer } from 'vite';

interface GraphNode {
  readonly url: string;
  readonly file: string | null;
  readonly importedModules: Set<GraphNode>;
}

/** Closes nothing it should not: a stylesheet's text may not end the `<style>` element early. */
export const safeCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');
/** The browser's app, whose imports hold the stylesheets every page shares. */
const CLIENT_ENTRY = '/src/main.tsx';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheets the page's modules import, in their import order, as `<style>` elements for the head of the
 * development server's page (issue 38, item 7): a page rendered on the server paints styled before any script runs,
 * as it does from the production build's one stylesheet. Each carries `data-vite-dev-id`, by which Vite's client
 * adopts it instead of adding its own copy, so hot reload still replaces it.
 */
export async function devStyles(vite: ViteDevServer, root: string, entryUrl: string): Promise<string> {
  const { client, ssr } = vite.environments;
  // The browser's entry first (main.tsx imports the global sheet, whose order the others build on), then the page's.
  await client.warmupRequest(CLIENT_ENTRY);
  const entries = [
    (await client.moduleGraph.getModuleByUrl(CLIENT_ENTRY)) as GraphNode | undefined,
    (await ssr.moduleGraph.getModuleByUrl(entryUrl)) as GraphNode | undefined,
  ];
  const files: string[] = [];
  const seen = new Set<GraphNode>();
  const visit = (node: GraphNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.file?.endsWith('.css')) {
      // A stylesheet taken as a URL or a string (`?url`, `?inline`) is not one the page applies.
      if (!node.url.includes('?') && !files.includes(node.file)) files.push(node.file);
      return;
    }
    for (const child of node.importedModules) visit(child);
  };
  for (const entry of entries) if (entry) visit(entry);
  const styles = await Promise.all(
    files.map(async (file) => {
      const url = `/${path.relative(root, file).split(path.sep).join('/')}?direct`;
      const css = (await client.transformRequest(url))?.code ?? '';
      return `<style data-vite-dev-id="${escapeAttribute(file)}">${safeCss(css)}</style>`;
    }),
  );
  return styles.join('\n');
}
