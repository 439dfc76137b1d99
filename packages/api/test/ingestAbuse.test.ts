import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    rateLimits: { ingestPerAddress: { max: 5, windowSeconds: 60 } },
    ingestRetentionDays: 30,
  });
});
afterAll(() => t.close());

const storedNamed = async (event: string) =>
  ((await t.http.get(`/__dev/events?event=${encodeURIComponent(event)}&limit=500`)).body['data'] as unknown[])
    .length;

describe('/ingest against one anonymous client', () => {
  it('refuses a body past 256 KiB, far above what posthog-js sends', async () => {
    const batch = [{ event: 'padded', properties: { pad: 'x'.repeat(300 * 1024) } }];
    const answer = await t.http.post('/ingest/batch', { batch });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'payload_too_large' });
    t.clock.advance(60);
  });

  it('refuses an event with more than 200 properties, or a batch of more than 100 events', async () => {
    const properties = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`p${index}`, index]));
    const many = await t.http.post('/ingest/e', { event: 'wide', properties });
    expect(many.status).toBe(422);
    expect(many.body['errors']).toEqual({ 'batch.0.properties': ['too_many'] });
    const long = await t.http.post('/ingest/batch', {
      batch: Array.from({ length: 101 }, () => ({ event: 'one' })),
    });
    expect(long.status).toBe(422);
    expect(await storedNamed('wide')).toBe(0);
    t.clock.advance(60);
  });

  it('refuses a single event whose properties take more than 16 KiB stored', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`p${index}`, 'y'.repeat(1000)]),
    );
    const answer = await t.http.post('/ingest/e', { event: 'heavy', properties });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({ 'batch.0': ['too_large'] });
    t.clock.advance(60);
  });

  it('answers 429 past the batches an address may send in a minute, and stores none of them', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await t.http.post('/ingest/e', { event: 'flood' })).status).toBe(200);
    const refused = await t.http.post('/ingest/e', { event: 'flood' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await storedNamed('flood')).toBe(5);
    t.clock.advance(60);
  });

  it('deletes events older than the retention period', async () => {
    await t.http.post('/ingest/e', { event: 'old_news' });
    t.clock.advance(29 * 86_400);
    await t.http.post('/ingest/e', { event: 'recent' });
    expect(await storedNamed('old_news')).toBe(1);
    t.clock.advance(2 * 86_400);
    await t.http.post('/ingest/e', { event: 'today' });
    expect(await storedNamed('old_news')).toBe(0);
    expect(await storedNamed('recent')).toBe(1);
    expect(await storedNamed('today')).toBe(1);
  });
});
