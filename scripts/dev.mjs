#!/usr/bin/env node
// `npm start`: the local API on an embedded database and the site's development server (pages rendered on the
// server, Vite's hot reload), side by side, stopped together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { devPlan, fingerprintKeys } from './devPlan.mjs';

const root = path.resolve(import.meta.dirname, '..');
const plan = devPlan(process.env);

const children = [];
function start(name, cmd, args, options) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The fingerprint travels encrypted (§7): a key pair for this run, the public half built into the site.
const keys = fingerprintKeys();
start('api', process.execPath, ['packages/api/src/main.ts', ...plan.apiArgs], {
  env: { ...process.env, API_FINGERPRINT_PRIVATE_KEY: keys.privateKey },
});
start('web', process.execPath, ['src/server/dev.ts'], {
  cwd: path.join(root, 'packages/web'),
  env: { ...process.env, PORT: plan.webPort, ...plan.webEnv, VITE_FINGERPRINT_KEY: keys.publicKey },
});
console.log(`\n  Site: ${plan.webUrl}   API: ${plan.apiUrl}   Game provider: ${plan.providerUrl}\n`);
