import type { StoredMirror } from './mirrorSync.ts';

/** The page asks the worker to refresh the mirror data now (the fallback where no sync event comes). */
export interface SyncMirrorsMessage {
  readonly type: 'syncMirrors';
}

/** The worker tells its pages that fresh mirror data is stored. */
export interface MirrorsUpdatedMessage {
  readonly type: 'mirrorsUpdated';
  readonly record: StoredMirror;
}

/** Messages come from pages of our own origin, but their data is still checked before it is acted on. */
export function isSyncMirrorsMessage(data: unknown): data is SyncMirrorsMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'syncMirrors';
}
