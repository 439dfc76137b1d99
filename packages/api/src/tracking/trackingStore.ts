import type { Deps } from '../deps.ts';

/** Attribution and middleware reports (affiliate, mirror, client IP, page opens, utm, attach source, registration). */
export type TrackingKind =
  | 'register'
  | 'social'
  | 'attach_source'
  | 'affiliate'
  | 'mirror'
  | 'mirror_redirect'
  | 'ip'
  | 'page_open'
  | 'utm';

export function track(
  deps: Deps,
  kind: TrackingKind,
  data: unknown,
  playerId: number | null,
  ip: string | null,
): void {
  deps.db.run(
    'INSERT INTO tracking_records (kind, player_id, data, ip, created_at) VALUES (?, ?, ?, ?, ?)',
    kind,
    playerId,
    JSON.stringify(data),
    ip,
    deps.clock.now(),
  );
}

export function listTracking(deps: Deps, kind: string | undefined, limit: number) {
  return deps.db
    .all<{
      id: number;
      kind: string;
      player_id: number | null;
      data: string;
      ip: string | null;
      created_at: number;
    }>(
      'SELECT * FROM tracking_records WHERE (? IS NULL OR kind = ?) ORDER BY id DESC LIMIT ?',
      kind ?? null,
      kind ?? null,
      limit,
    )
    .map((row) => ({
      ...row,
      data: JSON.parse(row.data) as unknown,
      created_at: deps.clock.iso(row.created_at),
    }));
}

/** The advertiser and promo a UTM source and campaign stand for, if the site knows them. */
export function utmCampaign(deps: Deps, source: string, campaign: string) {
  return deps.db.get<{ adv_id: string; promo_type: string | null; promo_value: string | null }>(
    'SELECT adv_id, promo_type, promo_value FROM utm_campaigns WHERE source = ? AND campaign = ?',
    source,
    campaign,
  );
}
