#!/usr/bin/env node
// Lighthouse against a served production build, with Debian's chromium: is the site installable as an app?
//
//   pnpm --filter @casino/web build
//   pnpm --filter @casino/web exec node scripts/lighthouse-pwa.mjs [url]
//
// Without a URL it serves packages/web/dist with `vite preview` on port 4174 for the run. Lighthouse 12 dropped its
// PWA category, so the installability checks are added here as a gatherer and audits of our own, fed by the same
// DevTools calls the browser's install logic answers (Page.getInstallabilityErrors, Page.getAppManifest). Prints the
// result; exits 1 when the page is not installable. Not part of the test command.
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit, Gatherer } from 'lighthouse';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const PREVIEW_PORT = 4174;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the browser says about installing the page, its manifest and its service worker. */
class Installability extends Gatherer {
  meta = { supportedModes: ['navigation'] };

  async getArtifact(context) {
    const session = context.driver.defaultSession;
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const manifest = await session.sendCommand('Page.getAppManifest');
    const worker = await context.driver.executionContext.evaluate(readServiceWorker, {
      args: [],
      useIsolation: false,
    });
    let parsed = null;
    try {
      parsed = manifest.data ? JSON.parse(manifest.data) : null;
    } catch {
      parsed = null;
    }
    return {
      errors: installabilityErrors.map((error) => ({
        id: error.errorId,
        arguments: error.errorArguments.map((argument) => `${argument.name}=${argument.value}`),
      })),
      manifestUrl: manifest.url,
      manifestParseErrors: manifest.errors.map((error) => error.message),
      manifest: parsed,
      worker,
    };
  }
}

/** Runs in the page: waits for the worker to be ready (at most 10 s) and reports its script and control. */
async function readServiceWorker() {
  if (!('serviceWorker' in navigator)) return { supported: false, scriptUrl: null, controlled: false };
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  return {
    supported: true,
    scriptUrl: ready?.active?.scriptURL ?? null,
    controlled: navigator.serviceWorker.controller !== null,
  };
}

class InstallableManifest extends Audit {
  static get meta() {
    return {
      id: 'installable-manifest',
      title: 'The browser can install the page as an app',
      failureTitle: 'The browser cannot install the page as an app',
      description: 'Chromium reports no installability errors for the page and its web app manifest.',
      requiredArtifacts: ['Installability'],
    };
  }

  static audit({ Installability: found }) {
    const problems = [
      ...found.errors.map((error) => [error.id, ...error.arguments].join(' ')),
      ...found.manifestParseErrors.map((message) => `manifest: ${message}`),
    ];
    if (!found.manifest) problems.push('no web app manifest linked');
    return {
      score: problems.length === 0 ? 1 : 0,
      displayValue: problems.length === 0 ? `manifest ${found.manifestUrl}` : problems.join('; '),
    };
  }
}

class ServiceWorkerRegistered extends Audit {
  static get meta() {
    return {
      id: 'service-worker-registered',
      title: 'A service worker is active for the page',
      failureTitle: 'No service worker is active for the page',
      description: 'The worker at /sw.js serves the shell offline.',
      requiredArtifacts: ['Installability'],
    };
  }

  static audit({ Installability: { worker } }) {
    const active = Boolean(worker.scriptUrl && new URL(worker.scriptUrl).pathname === '/sw.js');
    return {
      score: active ? 1 : 0,
      displayValue: worker.scriptUrl
        ? `${worker.scriptUrl}${worker.controlled ? ', controls the page' : ''}`
        : 'none',
    };
  }
}

class MaskableIconAndTheme extends Audit {
  static get meta() {
    return {
      id: 'maskable-icon-and-theme',
      title: 'The manifest has a maskable icon, a theme colour and a standalone display',
      failureTitle: 'The manifest lacks a maskable icon, a theme colour or a standalone display',
      description: 'What makes the installed app look native on the home screen.',
      requiredArtifacts: ['Installability'],
    };
  }

  static audit({ Installability: { manifest } }) {
    const icons = Array.isArray(manifest?.icons) ? manifest.icons : [];
    const missing = [
      icons.some((icon) => String(icon.purpose ?? '').includes('maskable')) ? null : 'maskable icon',
      manifest?.theme_color ? null : 'theme_color',
      manifest?.display === 'standalone' ? null : 'display standalone',
    ].filter(Boolean);
    return {
      score: missing.length === 0 ? 1 : 0,
      displayValue: missing.length ? `missing ${missing.join(', ')}` : '',
    };
  }
}

const AUDITS = [InstallableManifest, ServiceWorkerRegistered, MaskableIconAndTheme];
const config = {
  extends: 'lighthouse:default',
  settings: { onlyAudits: AUDITS.map((audit) => audit.meta.id), formFactor: 'mobile' },
  artifacts: [{ id: 'Installability', gatherer: { implementation: Installability } }],
  audits: AUDITS.map((implementation) => ({ implementation })),
  categories: {
    installable: {
      title: 'Installable app',
      auditRefs: AUDITS.map((audit) => ({ id: audit.meta.id, weight: 1 })),
    },
  },
};

async function waitForServer(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered at ${url}; build the site first (pnpm --filter @casino/web build)`);
}

function servePreview() {
  const vite = path.join(WEB_ROOT, 'node_modules/vite/bin/vite.js');
  const server = spawn(process.execPath, [vite, 'preview', '--port', String(PREVIEW_PORT), '--strictPort'], {
    cwd: WEB_ROOT,
    stdio: 'ignore',
  });
  return { url: `http://localhost:${PREVIEW_PORT}/`, stop: () => server.kill('SIGTERM') };
}

const given = process.argv[2];
const preview = given ? null : servePreview();
const url = given ?? preview.url;
let chrome = null;
try {
  await waitForServer(url);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config);
  const { lhr } = result;
  console.log(
    `Lighthouse ${lhr.lighthouseVersion} on ${lhr.finalDisplayedUrl} (${lhr.environment.hostUserAgent})`,
  );
  for (const ref of lhr.categories.installable.auditRefs) {
    const audit = lhr.audits[ref.id];
    const mark = audit.score === 1 ? 'PASS' : 'FAIL';
    console.log(`  ${mark}  ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
  }
  const installable = lhr.audits['installable-manifest'].score === 1;
  console.log(`Installable: ${installable ? 'yes' : 'no'}`);
  process.exitCode = installable ? 0 : 1;
} finally {
  await chrome?.kill();
  preview?.stop();
}
