import type { AttributionApi } from '../ports/AttributionApi.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Environment } from '../ports/Navigation.ts';

export interface ReportClientIpDeps {
  readonly attributionApi: Pick<AttributionApi, 'reportClientIp'>;
  readonly environment: Pick<Environment, 'host' | 'userAgent'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/** The client IP report (§3 client IP payload: host, userAgent); a failure is only logged (§8). */
export class ReportClientIp {
  readonly #deps: ReportClientIpDeps;

  constructor(deps: ReportClientIpDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<void> {
    const { environment } = this.#deps;
    const result = await this.#deps.attributionApi.reportClientIp({
      host: environment.host,
      // A user agent is free text (spaces included), so it is only cut to a sane length.
      userAgent: environment.userAgent.slice(0, 512),
    });
    if (!result.ok) this.#deps.logger.warn('client IP report failed', result.error);
  }
}
