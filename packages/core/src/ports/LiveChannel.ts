import type { LiveCommand, LiveEvent, LiveReply } from '../games/live/liveTypes.ts';

/** live: connected and in step; reconnecting: dropped, trying again; offline: the device has no network. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * The shared rounds in real time (crash, the rooms): a snapshot on every (re)connection, then events. Commands carry
 * an idempotency key; a command whose connection drops before the answer resolves `connection_lost`, and the next
 * snapshot tells how the server settled it.
 */
export interface LiveChannel {
  readonly status: LiveStatus;
  start(): void;
  stop(): void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  onEvent(listener: (event: LiveEvent) => void): () => void;
  request(command: LiveCommand): Promise<LiveReply>;
}
