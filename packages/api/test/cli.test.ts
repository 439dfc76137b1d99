import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli.ts';
import { tempDataDir } from './support/api.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Starts `node src/main.ts` and resolves with its first line, as a parent process would read it. */
async function startCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; firstLine: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const [firstLine] = (await once(lines, 'line')) as [string];
  return { child, firstLine };
}

describe('node src/main.ts', () => {
  it('prints "API listening on http://127.0.0.1:PORT" first, then serves there and at localhost', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const { firstLine } = await startCli(['--port', '0', '--data-dir', data.dir, '--scrypt-cost', '1024']);
    const match = /^API listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(firstLine);
    expect(match).not.toBeNull();
    const login = await fetch(`${match![1]}/api/v2/auth/login/email/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }),
    });
    expect(login.status).toBe(200);
    const viaLocalhost = await fetch(`http://localhost:${match![2]}/mirror`);
    expect(viaLocalhost.status).toBe(200);
  });

  it('reads its settings from the environment, and stops cleanly on SIGTERM', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const { child, firstLine } = await startCli([], {
      API_PORT: '0',
      API_DATA_DIR: data.dir,
      API_SCRYPT_COST: '1024',
      API_BLOCKED_COUNTRIES: 'RU',
      API_DEV: '0',
    });
    const url = firstLine.replace('API listening on ', '');
    expect((await fetch(`${url}/geo_ip`)).status).toBe(451);
    expect((await fetch(`${url}/__dev/outbox`)).status).toBe(404);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  });

  it('--reset puts the data folder back to the seed and exits', () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const result = spawnSync(
      process.execPath,
      [MAIN, '--reset', '--data-dir', data.dir, '--scrypt-cost', '1024'],
      {
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Database reset to the seed: ${path.join(data.dir, 'casino.sqlite')}`);
  });

  it('refuses a malformed port with a message, not a stack', () => {
    const result = spawnSync(process.execPath, [MAIN, '--port', 'abc', '--data-dir', ':memory:'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--port must be a whole number, got "abc"');
  });
});

describe('parseCli', () => {
  it('reads the redirect target apart from the moved-mirror link, the flag winning over the environment', () => {
    const env = { API_REDIRECT_TARGET: '/promotions', API_MIRROR_NEW_LINK: 'https://new.example' };
    expect(parseCli([], env).options).toMatchObject({
      redirectTarget: '/promotions',
      mirrorNewLink: 'https://new.example',
    });
    expect(parseCli(['--redirect-target', 'https://promo.example/'], env).options.redirectTarget).toBe(
      'https://promo.example/',
    );
    expect(parseCli([], {}).options).not.toHaveProperty('redirectTarget');
  });

  it('raises the per-address rate limits from a flag or the environment, keeping the per-account ones', () => {
    expect(
      parseCli(['--login-limit-per-address', '500'], { API_CODE_LIMIT_PER_ADDRESS: '200' }).options,
    ).toEqual(
      expect.objectContaining({
        rateLimits: {
          loginPerAddress: { max: 500, windowSeconds: 60 },
          codePerAddress: { max: 200, windowSeconds: 60 },
          registerPerAddress: { max: 30, windowSeconds: 3600 },
          ingestPerAddress: { max: 300, windowSeconds: 60 },
        },
      }),
    );
    expect(parseCli([], {}).options).not.toHaveProperty('rateLimits');
    expect(() => parseCli(['--code-limit-per-address', 'many'], {})).toThrow(
      '--code-limit-per-address must be a whole number, got "many"',
    );
  });

  it('raises the cap on open connections from a flag or the environment, keeping the other connection limits', () => {
    expect(parseCli(['--max-connections', '8000'], {}).options.connectionLimits).toEqual({
      maxConnections: 8000,
    });
    expect(parseCli([], { API_MAX_CONNECTIONS: '6000' }).options.connectionLimits).toEqual({
      maxConnections: 6000,
    });
    expect(parseCli([], {}).options).not.toHaveProperty('connectionLimits');
    expect(() => parseCli(['--max-connections', '0'], {})).toThrow('--max-connections must be at least 1');
  });
});
