import type { ApiResult } from './AuthApi.ts';

/** attachSource body (§7). */
export interface AttributionSource {
  readonly stag: string | null;
  readonly promo: string | null;
  readonly partnerId: string | null;
  readonly advId: string | null;
  readonly advertiseUid: string | null;
  readonly advertiseSource: string | null;
  readonly cpaOneUid: string | null;
  readonly prHash: string | null;
}

export interface UtmAnswer {
  readonly advId: string | null;
  readonly promo: { readonly type: string; readonly value: string } | null;
}

/** Attribution and middleware calls (§7). */
export interface AttributionApi {
  attachSource(source: AttributionSource): ApiResult<void>;
  affiliate(query: Readonly<Record<string, string>>): ApiResult<void>;
  reportClientIp(payload: { readonly host: string; readonly userAgent: string }): ApiResult<void>;
  registerPageOpen(event: {
    readonly subH: string;
    readonly uuid: string;
    readonly clickUrl: string;
  }): ApiResult<void>;
  utm(query: Readonly<Record<string, string>>): ApiResult<UtmAnswer>;
}
