#!/usr/bin/env node
// `npm start`: the local API on an embedded database and the site's dev server, side by side, stopped together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '5173';
const apiUrl = `http://localhost:${apiPort}`;

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

start('api', process.execPath, ['packages/api/src/main.ts', '--port', apiPort, '--dev']);
start('web', process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
  cwd: path.join(root, 'packages/web'),
  env: {
    ...process.env,
    VITE_API_URL: apiUrl,
    // The local API serves every game path under these prefixes too, so each §7 per-game base is really used.
    VITE_DICE_API_URL: `${apiUrl}/dice`,
    VITE_COINFLIP_API_URL: `${apiUrl}/coinflip`,
    VITE_KENO_API_URL: `${apiUrl}/keno`,
    VITE_GENERAL_API_URL: `${apiUrl}/general`,
    VITE_MINER_API_URL: `${apiUrl}/miner`,
    VITE_CASES_API_URL: `${apiUrl}/cases`,
  },
});
console.log(`\n  Site: http://localhost:${webPort}/   API: ${apiUrl}\n`);
