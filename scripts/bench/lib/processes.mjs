// The servers a measurement needs: the local API and the served site (lib/servedBuild.mjs), each a child process
// stopped by its own id (the site by its own process group's) when the bench ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { API_MAIN } from './paths.mjs';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The port a bench is told to use in the variable `name` (BENCH_API_PORT, BENCH_WEB_PORT, BENCH_PROVIDER_PORT: the
 * README names them, so two benches, or a bench and a running site, can share the machine), else `fallback`, else a
 * free one.
 */
export async function portFromEnv(name, fallback = null) {
  const value = Number(process.env[name]);
  if (Number.isInteger(value) && value > 0 && value < 65_536) return value;
  return fallback ?? freePort();
}

/** Whether something already listens on a port of localhost. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a child and resolves once a line of its output matches `ready`; rejects when it exits or times out. */
function startChild(name, command, args, { env = {}, cwd, ready, timeoutMs = 60_000, group = false }) {
  const child = spawn(command, args, {
    cwd,
    detached: group,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (reason) => {
      clearTimeout(timer);
      signal(child, group, 'SIGTERM');
      reject(new Error(`${name}: ${reason}\n${output.slice(-3000)}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        child.off('exit', onExit);
        resolve({ name, child, stop: () => stopChild(child, group) });
      }
    };
    const onExit = (code) => fail(`exited with ${code} before it was ready`);
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
}

/** Sends `signal` to the child, or to its whole process group when it leads one. */
function signal(child, group, name) {
  try {
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

function stopChild(child, group) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(child, group, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal(child, group, 'SIGTERM');
  });
}

export const apiAvailable = () => existsSync(API_MAIN);

/**
 * The local API on `port`, in memory, in development mode, allowing the given web origins, with its game provider on
 * `providerPort` (0: a free one; the API's own default, 8790, would clash with another bench or a running site), and
 * `env`: more of its own settings.
 */
export function startApi(port, origins, { providerPort = 0, env = {} } = {}) {
  return startChild(
    'api',
    process.execPath,
    [
      API_MAIN,
      '--port',
      String(port),
      '--provider-port',
      String(providerPort),
      '--dev',
      '--data-dir',
      ':memory:',
      '--origins',
      origins.join(','),
    ],
    { ready: /API listening on/, env: { API_SCRYPT_COST: '1024', ...env } },
  );
}

/**
 * The site on localhost:`port` as servedBuild.mjs says to serve it (`command`, `args`, `cwd`), with `env` (the API the
 * build was made for, which its CSP names). It runs in a process group of its own, so a package-manager wrapper and
 * the server under it stop together.
 */
export function startSite({ command, args, cwd }, port, env) {
  return startChild('site', command, args, {
    cwd,
    env,
    ready: new RegExp(`localhost:${port}`),
    group: true,
  });
}

/** Stops every started server, newest first, whatever happened. */
export async function stopAll(servers) {
  for (const server of [...servers].reverse()) await server.stop();
}
