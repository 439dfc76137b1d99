// Where the bench finds the workspace, and how it loads tools installed only in the web package.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const WEB_DIR = path.join(ROOT, 'packages', 'web');
export const API_MAIN = path.join(ROOT, 'packages', 'api', 'src', 'main.ts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches the project runs Debian's chromium with (no sandbox inside containers, nothing phoning home). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The entry file of a package installed in the web package: its `import` export, else its main file. */
function entryOf(packageDir, manifest, subpath) {
  if (subpath !== '') return path.join(packageDir, subpath);
  let entry = manifest.exports?.['.'] ?? manifest.exports;
  while (entry !== null && typeof entry === 'object') entry = entry.import ?? entry.default;
  return path.join(
    packageDir,
    typeof entry === 'string' ? entry : (manifest.module ?? manifest.main ?? 'index.js'),
  );
}

/**
 * Imports a package the web package depends on (vite, lighthouse, chrome-launcher, @playwright/test, ...) or a file
 * inside it (`lighthouse/core/lib/median-run.js`): pnpm links them only under packages/web.
 */
export async function importFromWeb(specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const packageDir = path.join(WEB_DIR, 'node_modules', name);
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  return import(pathToFileURL(entryOf(packageDir, manifest, parts.slice(nameLength).join('/'))).href);
}

/** The bin script of a package installed in the web package (`vite` → its bin/vite.js). */
export function webBinPath(name, binName = name) {
  const packageDir = path.join(WEB_DIR, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[binName];
  return path.join(packageDir, bin);
}
