import type { Deps } from '../deps.ts';

/** The analytics events the collector keeps (`/ingest/*`), listed at `/__dev/events`. */

export interface NewEvent {
  readonly event: string;
  readonly distinctId: string | null;
  readonly uuid: string | null;
  readonly properties: string;
  readonly set: string | null;
  readonly setOnce: string | null;
  readonly timestamp: string | null;
  readonly receivedAt: number;
}

export function insertEvent(deps: Deps, event: NewEvent): void {
  deps.db.run(
    `INSERT INTO events (event, distinct_id, uuid, properties, set_props, set_once_props, timestamp, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    event.event,
    event.distinctId,
    event.uuid,
    event.properties,
    event.set,
    event.setOnce,
    event.timestamp,
    event.receivedAt,
  );
}

/** Retention: the events received before `before` go, and past `most` the oldest go whatever their age. */
export function dropEvents(deps: Deps, before: number, most: number): void {
  deps.db.run('DELETE FROM events WHERE received_at < ?', before);
  deps.db.run('DELETE FROM events WHERE id <= (SELECT MAX(id) FROM events) - ?', most);
}

export function listEvents(deps: Deps, event: string | undefined, limit: number) {
  return deps.db
    .all<{
      id: number;
      event: string;
      distinct_id: string | null;
      uuid: string | null;
      properties: string;
      set_props: string | null;
      set_once_props: string | null;
      timestamp: string | null;
      received_at: number;
    }>(
      'SELECT * FROM events WHERE (? IS NULL OR event = ?) ORDER BY id DESC LIMIT ?',
      event ?? null,
      event ?? null,
      limit,
    )
    .map((row) => ({
      id: row.id,
      event: row.event,
      distinct_id: row.distinct_id,
      uuid: row.uuid,
      properties: JSON.parse(row.properties) as unknown,
      $set: row.set_props ? (JSON.parse(row.set_props) as unknown) : null,
      $set_once: row.set_once_props ? (JSON.parse(row.set_once_props) as unknown) : null,
      timestamp: row.timestamp,
      received_at: deps.clock.iso(row.received_at),
    }));
}
