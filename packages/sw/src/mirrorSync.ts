import type { MirrorInfo, Result } from '@casino/core';
import { err, ok } from '@casino/core';
import { parseMirrorAnswer } from './mirrorAnswer.ts';

/** The mirror data as the worker stores it for the app. */
export interface StoredMirror {
  readonly mirror: MirrorInfo;
  /** The API base the answer came from. */
  readonly base: string;
  /** Epoch milliseconds. */
  readonly fetchedAt: number;
}

export type MirrorSyncFailure =
  | 'no-api-base' /** the app has not stored its API base yet */
  | 'invalid-api-base'
  | 'network'
  | 'malformed-answer';

/** What a refresh needs from the world: the worker passes IndexedDB and fetch, tests pass fakes. */
export interface MirrorSyncPorts {
  readApiBase(): Promise<string | null>;
  /** GETs a URL and returns the parsed JSON body; throws on a network failure or a status outside 2xx. */
  getJson(url: string): Promise<unknown>;
  saveMirror(record: StoredMirror): Promise<void>;
  now(): number;
}

/** `{base}/mirror`, or null when the stored base is not an absolute http(s) URL. */
export function mirrorUrl(base: string): string | null {
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.search = '';
    url.hash = '';
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/mirror`;
    return url.href;
  } catch {
    return null;
  }
}

/** Background sync `sync-data` (§7): read the API base from the syncStore, GET {base}/mirror, store the answer. */
export async function refreshMirrors(
  ports: MirrorSyncPorts,
): Promise<Result<StoredMirror, MirrorSyncFailure>> {
  const base = await ports.readApiBase();
  if (!base) return err('no-api-base');
  const url = mirrorUrl(base);
  if (!url) return err('invalid-api-base');

  let body: unknown;
  try {
    body = await ports.getJson(url);
  } catch {
    return err('network');
  }
  const mirror = parseMirrorAnswer(body);
  if (!mirror) return err('malformed-answer');

  const record: StoredMirror = { mirror, base, fetchedAt: ports.now() };
  await ports.saveMirror(record);
  return ok(record);
}

/** Runs `task` once at a time: a sync event and a message arriving together share one refresh. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
