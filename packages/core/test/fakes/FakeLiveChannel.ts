import type { LiveChannel, LiveCommand, LiveEvent, LiveReply, LiveStatus } from '../../src/index.ts';

/** A live channel a test drives: it records commands, answers them as told, and emits events by hand. */
export class FakeLiveChannel implements LiveChannel {
  status: LiveStatus = 'live';
  readonly sent: LiveCommand[] = [];
  #replies: LiveReply[] = [];
  #events = new Set<(event: LiveEvent) => void>();
  #statuses = new Set<(status: LiveStatus) => void>();

  /** The answers the next requests get, in order; with none queued a request answers connection_lost. */
  answer(...replies: LiveReply[]): void {
    this.#replies.push(...replies);
  }

  emit(event: LiveEvent): void {
    for (const listener of [...this.#events]) listener(event);
  }

  start(): void {
    this.status = 'live';
  }

  stop(): void {
    this.status = 'offline';
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.#events.add(listener);
    return () => this.#events.delete(listener);
  }

  request(command: LiveCommand): Promise<LiveReply> {
    this.sent.push(command);
    return Promise.resolve(this.#replies.shift() ?? { ok: false, error: 'connection_lost' });
  }
}
