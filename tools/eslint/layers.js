// The hexagon's layer rules, written once. Each rule names the layer it protects and why.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const pkgDir = (name) => path.join(root, 'packages', name);

/** Which package directory a file lives in, or undefined. */
function packageOf(file) {
  const rel = path.relative(path.join(root, 'packages'), file);
  if (rel.startsWith('..')) return undefined;
  return rel.split(path.sep)[0];
}

/** Layer rules govern a package's code (src, test, e2e), not its build and test configuration at the package root. */
function isPackageCode(file) {
  const rel = path.relative(path.join(root, 'packages'), file).split(path.sep);
  return rel.length > 2 && ['src', 'test', 'e2e'].includes(rel[1]);
}

/** Where an import points to: a workspace package name, or a bare library, or a relative file. */
function targetOf(source, file) {
  if (source.startsWith('.')) {
    return { kind: 'file', pkg: packageOf(path.resolve(path.dirname(file), source)) };
  }
  const workspace = source.match(/^@casino\/([^/]+)/);
  if (workspace) return { kind: 'workspace', pkg: workspace[1] };
  return { kind: 'library', name: source };
}

const isTestFile = (file) => /\.(test|spec)\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/**
 * Where a file of web's src sits: its zone (the first folder, or 'entry' for main.tsx and index.ts) and, for a
 * page, its page folder. Undefined outside packages/web/src.
 */
function webPlaceOf(file) {
  const rel = path.relative(path.join(pkgDir('web'), 'src'), file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts.length === 1) return { zone: 'entry', page: undefined, parts };
  return { zone: parts[0], page: parts[0] === 'pages' && parts.length > 2 ? parts[1] : undefined, parts };
}

/** What a shared component may lean on: other components, the DI hooks and tokens, i18n and styles. */
const COMPONENT_IMPORTS = ['components', 'di', 'i18n', 'styles'];

/**
 * Zones inside web:
 * - `app` is the composition root, the only zone that knows every other; nothing but the entry imports it (a test
 *   may use its test container, `app/testing`);
 * - a page does not import another page: what two pages share moves to `components`;
 * - `components` import only components, `di`, `i18n` and styles, so any page or modal can use them;
 * - `di` (the tokens and the hooks that read the container) imports no page and not `app`;
 * - `testing` (fakes for view-model tests) is for tests only.
 */
function checkWebZones(file, source) {
  if (!source.startsWith('.')) return undefined;
  const from = webPlaceOf(file);
  const to = webPlaceOf(path.resolve(path.dirname(file), source));
  if (!from || !to || (from.zone === to.zone && from.zone !== 'pages')) return undefined;
  const test = isTestFile(file);
  if (to.zone === 'app' && from.zone !== 'entry' && from.zone !== 'app') {
    if (!(test && to.parts[1] === 'testing')) return 'only the composition root (src/app) knows src/app';
  }
  if (
    to.zone === 'testing' &&
    !test &&
    from.zone !== 'testing' &&
    !(from.zone === 'app' && from.parts[1] === 'testing')
  ) {
    return 'src/testing holds test fakes: only tests import it';
  }
  if (from.zone === 'pages' && to.zone === 'pages' && from.page !== to.page) {
    return 'a page does not import another page: move what they share to src/components';
  }
  if (
    from.zone === 'components' &&
    !COMPONENT_IMPORTS.includes(to.zone) &&
    !(test && ['app', 'testing'].includes(to.zone))
  ) {
    return `components import only ${COMPONENT_IMPORTS.join(', ')}`;
  }
  if (from.zone === 'di' && (to.zone === 'app' || to.zone === 'pages')) {
    return 'src/di is neutral ground: it imports neither src/app nor a page';
  }
  return undefined;
}

/**
 * The libraries core may import, by name (and their subpaths): the audited, dependency-free hashes and encodings of
 * the payout address checksums (SHA-256, Keccak-256, base58check, bech32/bech32m) and of the tests' HMAC, because
 * hand-written crypto is a liability, the platform's Web Crypto is asynchronous and has no Keccak, and core reaches
 * no crypto global. Pure functions, no I/O, no globals: nothing a port would hide.
 */
const CORE_LIBRARIES = ['@noble/hashes', '@scure/base'];

const isCoreLibrary = (name) => CORE_LIBRARIES.some((lib) => name === lib || name.startsWith(`${lib}/`));

/**
 * The one workspace package core and the API may both import, by name: `@casino/tables`, the published tables as
 * data (paytables, layouts, reel strips, limits, refusal codes, ledger kinds). A table written twice drifts, and a
 * byte-for-byte copy is no independent check; the derivations from the data (fairness maths, settlement, returns)
 * stay written twice, in core and in the API, and are tested to agree. It is data only, so it imports nothing.
 */
const SHARED_DATA = 'tables';

/**
 * Rules:
 * - core imports only its own files, the published tables (SHARED_DATA) and the audited crypto of CORE_LIBRARIES: no
 *   framework, no I/O library, no Node built-in (tests may use vitest, fishery and fast-check);
 * - adapters may import core, never web;
 * - web may import core anywhere, adapters only in its composition root (src/app), and keeps its zones (below);
 * - sw may import core, never adapters or web;
 * - api shares nothing with the client but the contract and the published tables: only its own files, SHARED_DATA and
 *   its libraries;
 * - tables is data: it imports nothing but its own files.
 */
function check(file, source) {
  const from = packageOf(file);
  if (!from || !isPackageCode(file)) return undefined;
  const to = targetOf(source, file);
  const crossesInto = (pkg) =>
    (to.kind === 'file' || to.kind === 'workspace') && to.pkg === pkg && from !== pkg;

  if (from === 'core') {
    if (to.kind === 'file' && to.pkg !== 'core') return 'core may import only its own files';
    if (to.kind === 'workspace' && to.pkg !== SHARED_DATA) return `core may not import @casino/${to.pkg}`;
    if (
      to.kind === 'library' &&
      !isCoreLibrary(to.name) &&
      !(isTestFile(file) && ['vitest', 'fishery', 'fast-check'].includes(to.name))
    ) {
      return `core is framework-free: '${to.name}' is outside it (put it behind a port)`;
    }
  }
  if (from === 'adapters' && crossesInto('web')) return 'adapters may not import web';
  if (from === 'web' && crossesInto('adapters')) {
    const appDir = path.join(pkgDir('web'), 'src', 'app') + path.sep;
    if (!file.startsWith(appDir)) return 'web imports adapters only in its composition root (src/app)';
  }
  if (from === 'sw' && (crossesInto('adapters') || crossesInto('web'))) return 'sw may import only core';
  if (
    from === 'api' &&
    ((to.kind === 'workspace' && to.pkg !== SHARED_DATA) || (to.kind === 'file' && to.pkg !== 'api'))
  ) {
    return 'the local API shares nothing with the client but the contract and the published tables';
  }
  if (from === SHARED_DATA && !(to.kind === 'file' && to.pkg === SHARED_DATA)) {
    return 'the published tables are data: they import nothing but their own files';
  }
  if (!['core', 'api', SHARED_DATA].includes(from) && to.kind === 'file' && to.pkg && to.pkg !== from) {
    return `import @casino/${to.pkg} by its package name, not by a relative path`;
  }
  if (from === 'web') return checkWebZones(file, source);
  return undefined;
}

const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Hexagonal layer boundaries between packages' } },
  create(context) {
    const file = context.filename;
    const report = (node, source) => {
      if (typeof source !== 'string') return;
      const message = check(file, source);
      if (message) context.report({ node, message: `${message} (import '${source}')` });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { 'import-boundaries': importBoundaries } };

/** Browser and Node globals the core must reach only through a port. */
export const coreForbiddenGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'process',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'crypto',
].map((name) => ({ name, message: `core reaches '${name}' only through a port` }));
