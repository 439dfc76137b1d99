import type { AxiosInstance } from 'axios';
import type { ApiResult, MirrorApi, MirrorInfo } from '@casino/core';
import { send } from './send.ts';
import { successSchema } from './schemas/common.ts';
import { mirrorAnswerSchema, mirrorRedirectAnswerSchema } from './schemas/geo.ts';

/** Mirror calls of §7 over HTTP. */
export class AxiosMirrorApi implements MirrorApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  getMirror(): ApiResult<MirrorInfo> {
    return send(this.#http, { method: 'get', url: '/mirror' }, mirrorAnswerSchema);
  }

  mirrorRedirect(
    domain: string,
  ): ApiResult<{ readonly newLink: string | null; readonly oldDomain: string | null }> {
    return send(
      this.#http,
      { method: 'post', url: '/middleware/mirrorRedirect', data: { domain } },
      mirrorRedirectAnswerSchema,
    );
  }

  /** POST /middleware/mirror (§7): tells the server which domain the player arrived on. */
  reportMirror(domain: string): ApiResult<void> {
    return send(this.#http, { method: 'post', url: '/middleware/mirror', data: { domain } }, successSchema);
  }
}
