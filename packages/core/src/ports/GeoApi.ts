import type { GeoData } from '../domain/geo.ts';
import type { MirrorInfo } from '../domain/mirror.ts';
import type { ApiResult } from './AuthApi.ts';

export interface GeoApi {
  /** GET /geo_ip; a 451 answer is the regionBlocked error (§6). */
  geoIp(): ApiResult<GeoData>;
}

export interface MirrorApi {
  /** GET /mirror. */
  getMirror(): ApiResult<MirrorInfo>;
  /** POST /middleware/mirrorRedirect (domain). */
  mirrorRedirect(
    domain: string,
  ): ApiResult<{ readonly newLink: string | null; readonly oldDomain: string | null }>;
  /** POST /middleware/mirror (domain): tells the operator which domain the player arrived on (§7). */
  reportMirror(domain: string): ApiResult<void>;
}
