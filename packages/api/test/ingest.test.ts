import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const events = async (event: string) =>
  (await t.http.get(`/__dev/events?event=${encodeURIComponent(event)}`)).body['data'];

describe('POST /ingest/e', () => {
  it('stores an event with its properties, uuid, timestamp and person properties', async () => {
    const answer = await t.http.post('/ingest/e', {
      event: '$pageview',
      uuid: '0190-aaaa',
      timestamp: '2026-03-01T12:00:00.000Z',
      properties: { distinct_id: 'visitor-1', $current_url: 'http://localhost:5173/games/crash' },
      $set: { platform: 'web' },
      $set_once: { referring_domain: 'google.com' },
    });
    expect(answer.status).toBe(200);
    expect(await events('$pageview')).toEqual([
      {
        id: expect.any(Number),
        event: '$pageview',
        distinct_id: 'visitor-1',
        uuid: '0190-aaaa',
        properties: { distinct_id: 'visitor-1', $current_url: 'http://localhost:5173/games/crash' },
        $set: { platform: 'web' },
        $set_once: { referring_domain: 'google.com' },
        timestamp: '2026-03-01T12:00:00.000Z',
        received_at: expect.any(String),
      },
    ]);
  });

  it('stores a batch, an array and gzip or base64 bodies as posthog-js sends them', async () => {
    await t.http.post('/ingest/batch', { batch: [{ event: 'batch_one' }, { event: 'batch_one' }] });
    await t.http.post('/ingest/i/v0/e', [{ event: 'array_one' }]);
    await t.http.request('POST', '/ingest/e/?compression=gzip-js', {
      raw: gzipSync(JSON.stringify([{ event: 'gzip_one', properties: { n: 1 } }])),
      headers: { 'content-type': 'text/plain' },
    });
    const base64 = Buffer.from(JSON.stringify({ event: 'base64_one' })).toString('base64');
    await t.http.request('POST', '/ingest/e?compression=base64', {
      raw: `data=${encodeURIComponent(base64)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await events('batch_one')).toHaveLength(2);
    expect(await events('array_one')).toHaveLength(1);
    expect((await events('gzip_one'))[0].properties).toEqual({ n: 1 });
    expect(await events('base64_one')).toHaveLength(1);
  });

  it('refuses an event without a name, malformed JSON and a broken gzip body', async () => {
    const nameless = await t.http.post('/ingest/e', { properties: {} });
    expect(nameless.status).toBe(422);
    expect(nameless.body['errors']).toEqual({ 'batch.0.event': ['required'] });
    expect((await t.http.request('POST', '/ingest/e', { raw: '{"event":' })).status).toBe(400);
    expect(
      (await t.http.request('POST', '/ingest/e', { raw: new Uint8Array([0x1f, 0x8b, 1, 2, 3]) })).status,
    ).toBe(400);
  });

  it('refuses properties nested 20000 deep with a 400, not a server error, and keeps a modest nesting', async () => {
    const deep = `{"event":"too_deep","properties":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    const answer = await t.http.request('POST', '/ingest/e', {
      raw: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'bad_request', errors: { body: ['too_deep'] } });
    expect(t.logs.filter((line) => line.startsWith('[error]'))).toEqual([]);
    let modest: unknown = 'leaf';
    for (let i = 0; i < 10; i += 1) modest = { level: modest };
    expect((await t.http.post('/ingest/e', { event: 'nested_ten', properties: { modest } })).status).toBe(
      200,
    );
    expect((await events('nested_ten'))[0].properties).toEqual({ modest });
  });

  it('accepts batches larger than other calls, up to 256 KiB', async () => {
    const batch = Array.from({ length: 100 }, (_, index) => ({
      event: 'big_batch',
      properties: { pad: 'x'.repeat(2000), index },
    }));
    expect((await t.http.post('/ingest/batch', { batch })).status).toBe(200);
    const huge = 'x'.repeat(256 * 1024 + 1);
    expect((await t.http.request('POST', '/ingest/e', { raw: huge })).status).toBe(413);
  });

  it('refuses a gzip body that would inflate past its limit', async () => {
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await t.http.request('POST', '/ingest/e?compression=gzip-js', { raw: bomb });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'payload_too_large' });
  });
});

describe('feature flag calls', () => {
  it.each(['/ingest/decide/?v=3', '/ingest/flags/?v=2'])('%s answers no flags', async (path) => {
    const answer = await t.http.post(path, { token: 'x', distinct_id: 'y' });
    expect(answer.body).toMatchObject({ featureFlags: {} });
  });
});
