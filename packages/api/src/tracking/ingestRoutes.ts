import { gunzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { badRequest, payloadTooLarge, validation } from '../http/errors.ts';
import { limitIngest } from '../http/limits.ts';
import { parseBody } from '../http/validation.ts';
import { dropEvents, insertEvent } from './analyticsEventStore.ts';

/** A decompressed batch may not grow past this: a small gzip body must not become a memory bomb. */
const MAX_DECODED_BYTES = 1024 * 1024;
/** posthog-js sends a few events a batch; a page left open for hours stays far below this. */
const MAX_EVENTS = 100;
/** Deeper than any event posthog-js builds; a deeper body would overflow the stack when stored as JSON again. */
const MAX_NESTING = 32;
/** posthog-js's own properties are about sixty, plus the app's few: room to spare, but no thousands of keys. */
const MAX_PROPERTIES = 200;
/** One stored event, as JSON; posthog-js cuts strings at ANALYTICS_STRING_MAX, so real events are a few KiB. */
const MAX_STORED_EVENT_BYTES = 16 * 1024;
/** The newest events kept whatever their age, so a flood within the retention time cannot fill the disk either. */
export const MAX_STORED_EVENTS = 50_000;

const properties = z
  .record(z.string().max(256), z.unknown())
  .refine((value) => Object.keys(value).length <= MAX_PROPERTIES, { error: 'too_many' });
const eventSchema = z.object({
  event: z.string().trim().min(1).max(200),
  properties: properties.optional(),
  uuid: z.string().max(64).optional(),
  timestamp: z.string().max(64).optional(),
  distinct_id: z.union([z.string().max(256), z.number()]).optional(),
  $set: properties.optional(),
  $set_once: properties.optional(),
});
const batchSchema = z.array(eventSchema).min(1).max(MAX_EVENTS);

/** posthog-js sends JSON, gzip (`compression=gzip-js`) or a form field `data` holding base64; all become JSON text. */
function decodeBody(raw: Buffer): string {
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      return gunzipSync(raw, { maxOutputLength: MAX_DECODED_BYTES }).toString('utf8');
    } catch (error) {
      if (error instanceof RangeError) throw payloadTooLarge();
      throw badRequest({ body: ['invalid_gzip'] });
    }
  }
  const text = raw.toString('utf8');
  if (text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    return Buffer.from(data, 'base64').toString('utf8');
  }
  return text;
}

/** How deep arrays and objects nest, walked without recursion and stopping once past `limit`. */
function nestsDeeperThan(payload: unknown, limit: number): boolean {
  let level: unknown[] = [payload];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > limit) return true;
    level = level.flatMap((value) =>
      value !== null && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [],
    );
  }
  return false;
}

function eventsOf(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (payload && typeof payload === 'object' && 'batch' in payload) {
    const batch = (payload as { batch: unknown }).batch;
    return Array.isArray(batch) ? batch : [batch];
  }
  return [payload];
}

async function readEvents(c: Context) {
  const text = decodeBody(Buffer.from(await c.req.arrayBuffer()));
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw badRequest({ body: ['invalid_json'] });
  }
  if (nestsDeeperThan(payload, MAX_NESTING)) throw badRequest({ body: ['too_deep'] });
  return parseBody(z.object({ batch: batchSchema }), { batch: eventsOf(payload) }).batch;
}

const noFlags = { featureFlags: {}, featureFlagPayloads: {}, flags: {}, errorsWhileComputingFlags: false };

type Event = Awaited<ReturnType<typeof readEvents>>[number];

/** Each event with the stored JSON of its property maps; an event larger than posthog-js would ever build is refused. */
function storedProperties(events: readonly Event[]) {
  return events.map((event, index) => {
    const stored = {
      event,
      properties: JSON.stringify(event.properties ?? {}),
      set: event.$set ? JSON.stringify(event.$set) : null,
      setOnce: event.$set_once ? JSON.stringify(event.$set_once) : null,
    };
    const size = stored.properties.length + (stored.set?.length ?? 0) + (stored.setOnce?.length ?? 0);
    if (size > MAX_STORED_EVENT_BYTES) throw validation({ [`batch.${index}`]: ['too_large'] });
    return stored;
  });
}

/**
 * Retention: events older than the configured days go, and past MAX_STORED_EVENTS the oldest go whatever their age.
 * Both deletes use an index, so running them with every batch costs little.
 */
function applyRetention(deps: Deps, now: number): void {
  dropEvents(deps, now - deps.config.ingestRetentionDays * 86_400_000, MAX_STORED_EVENTS);
}

/** An analytics collector in the shape posthog-js speaks: events are stored and listed at `/__dev/events`. */
export function ingestRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const collect = async (c: Context) => {
    limitIngest(c, deps);
    const events = storedProperties(await readEvents(c));
    const now = deps.clock.now();
    deps.db.transaction(() => {
      for (const { event, ...json } of events) {
        const distinctId = event.distinct_id ?? event.properties?.['distinct_id'];
        insertEvent(deps, {
          event: event.event,
          distinctId:
            typeof distinctId === 'string' || typeof distinctId === 'number' ? String(distinctId) : null,
          uuid: event.uuid ?? null,
          properties: json.properties,
          set: json.set,
          setOnce: json.setOnce,
          timestamp: event.timestamp ?? null,
          receivedAt: now,
        });
      }
      applyRetention(deps, now);
    });
    return c.json({ status: 1 });
  };
  for (const path of ['/ingest/e', '/ingest/batch', '/ingest/i/v0/e', '/ingest/capture'])
    app.post(path, collect);

  for (const path of ['/ingest/decide', '/ingest/flags']) {
    app.on(['GET', 'POST'], path, (c) => c.json(noFlags));
  }
  app.get('/ingest/array/:token/config', (c) =>
    c.json({ supportedCompression: ['gzip-js', 'base64'], hasFeatureFlags: false, sessionRecording: false }),
  );
}
