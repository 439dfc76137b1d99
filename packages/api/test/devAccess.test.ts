import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli.ts';
import { startApi } from '../src/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ trustedProxies: ['127.0.0.9'] });
});
afterAll(() => t.close());

/** A GET with a Host header of the caller's choosing, from a chosen local address, to a chosen server address. */
function getRaw(url: string, headers: Record<string, string>, localAddress?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(url, { headers, localAddress }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** An address of this machine that is not a loopback one, when it has any. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('development routes', () => {
  it('are off unless development mode is asked for, by the API and by its command line', async () => {
    const api = await startApi({ port: 0, dataDir: ':memory:', scryptCost: 1024, log: () => undefined });
    try {
      const answer = await fetch(`${api.url}/__dev/outbox`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'not_found' });
    } finally {
      await api.close();
    }
    expect(parseCli([], {}).options).not.toHaveProperty('dev');
    expect(parseCli(['--dev'], {}).options).toHaveProperty('dev', true);
    expect(parseCli([], { API_DEV: '1' }).options).toHaveProperty('dev', true);
  });

  it('answer a loopback caller that names a loopback host', async () => {
    for (const host of ['localhost', `localhost:${t.api.port}`, `127.0.0.1:${t.api.port}`, '[::1]:80']) {
      expect((await getRaw(`${t.api.url}/__dev/config`, { host })).status).toBe(200);
    }
  });

  it('refuse a request whose Host is another name, as a DNS-rebound page would send', async () => {
    for (const host of [
      'evil.example',
      `rebind.example:${t.api.port}`,
      'localhost.evil.example',
      '127.0.0.1.nip.io',
    ]) {
      const answer = await getRaw(`${t.api.url}/__dev/outbox`, { host });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: 'loopback_only' });
    }
  });

  it('refuse a client a proxy forwards from elsewhere', async () => {
    const answer = await getRaw(
      `${t.api.url}/__dev/outbox`,
      { host: 'localhost', 'x-forwarded-for': '203.0.113.7' },
      '127.0.0.9',
    );
    expect(answer.status).toBe(403);
  });

  it.runIf(outside)('refuse a caller on the network when the server listens on every interface', async () => {
    const api = await startTestApi({ host: '0.0.0.0' });
    try {
      const fromOutside = await getRaw(
        `http://${outside}:${api.api.port}/__dev/outbox`,
        { host: 'localhost' },
        outside,
      );
      expect(fromOutside.status).toBe(403);
      const fromHere = await getRaw(`http://127.0.0.1:${api.api.port}/__dev/outbox`, { host: 'localhost' });
      expect(fromHere.status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
