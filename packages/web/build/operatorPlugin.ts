import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { operatorFromEnv, type Operator } from '../../core/src/domain/operator.ts';

const MANIFEST = 'manifest.webmanifest';
const PLACEHOLDER = /%OPERATOR_BRAND%/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The web app's manifest with the operator's brand as its name (JSON-escaped). */
export function operatorManifest(operator: Operator): string {
  const template = readFileSync(new URL(`./${MANIFEST}`, import.meta.url), 'utf8');
  return template.replace(PLACEHOLDER, JSON.stringify(operator.brand).slice(1, -1));
}

/**
 * The operator's brand (issue 34) in what no component renders: `index.html`'s title and description (the offline
 * shell's, and the page's before the server's head replaces them) and the web app's manifest, written into the build
 * and served by the development server. The operator is the one the app reads (`VITE_OPERATOR_*`); a bad value stops
 * the build with every problem named.
 */
export function operatorPlugin(): Plugin {
  let operator: Operator | null = null;
  const current = () => {
    if (!operator) throw new Error('operatorPlugin: the configuration was not resolved');
    return operator;
  };
  return {
    name: 'casino-operator',
    configResolved(config) {
      operator = operatorFromEnv(config.env);
    },
    transformIndexHtml: (html) => html.replace(PLACEHOLDER, escapeHtml(current().brand)),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${MANIFEST}`) return next();
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        response.end(operatorManifest(current()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: operatorManifest(current()) });
    },
  };
}
