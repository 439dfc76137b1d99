import { afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../src/index.ts';
import { ManualClock } from './support/clock.ts';
import { tempDataDir } from './support/api.ts';
import { HttpClient } from './support/http.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server over a data folder, with the server's own limits, so a restart can be tried. */
async function serve(dataDir: string, clock: ManualClock) {
  const api = await startApi({ port: 0, dataDir, dev: true, scryptCost: 1024, clock, log: () => undefined });
  cleanups.push(() => api.close());
  return { api, http: new HttpClient(api.url) };
}

describe('limiter state', () => {
  it('survives a restart: an address that used up its failures is still refused by the new process', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const clock = new ManualClock();
    const first = await serve(data.dir, clock);
    const guess = (http: HttpClient) =>
      http.post('/api/v2/auth/password/email/code/confirm', { email: 'nobody@example.org', code: '123456' });
    for (let i = 0; i < 30; i += 1) expect((await guess(first.http)).status).toBe(422);
    expect((await guess(first.http)).status).toBe(429);
    await first.api.close();

    const second = await serve(data.dir, clock);
    const refused = await guess(second.http);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    clock.advance(60);
    expect((await guess(second.http)).status).toBe(422);
  });
});
