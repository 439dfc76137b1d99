#!/usr/bin/env node
// The front door: runs on any Node >= 18 with npm, installs what the project needs, then hands over to pnpm
// (whose scripts run on the project's own Node 24). `start` runs the site with the local API; `test` runs every check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = '12.21.0';
const pnpm = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');
const command = process.argv[2];
// pnpm's scripts call `pnpm` again; the project-local one must be found first.
process.env.PATH = `${path.dirname(pnpm)}${path.delimiter}${process.env.PATH}`;

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensurePnpm() {
  if (existsSync(pnpm)) return;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  run('npm', [
    'install',
    '--prefix',
    '.tools',
    `pnpm@${PNPM_VERSION}`,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
}

// The browser tests run in Chromium's headless shell (a third less CPU than the full browser); the full browser is what
// Lighthouse and the install-prompt test use.
function ensureChromium() {
  if (existsSync('/usr/bin/chromium') && existsSync('/usr/bin/chromium-headless-shell')) return;
  console.log("Installing Debian's chromium and its headless shell for the browser tests");
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  apt(['update']);
  apt([
    'install',
    '-y',
    '--no-install-recommends',
    'chromium',
    'chromium-headless-shell',
    'fonts-dejavu-core',
  ]);
}

if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
const installing = Date.now();
ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (command === 'test') {
  ensureChromium();
  // The install's time, for the phase times `verify` prints at the end.
  const env = { ...process.env, VERIFY_INSTALL_SECONDS: ((Date.now() - installing) / 1000).toFixed(1) };
  run(pnpm, ['run', 'verify'], { stdio: ['ignore', 'inherit', 'inherit'], env });
} else {
  run(pnpm, ['run', 'dev']);
}
