import type { DomainError } from '../domain/errors.ts';
import { ok, type Result } from '../domain/result.ts';
import type { Clock } from '../ports/Clock.ts';
import type { MoneyApi, SaferPlayState } from '../ports/MoneyApi.ts';
import { activeExclusion } from '../saferPlay/exclusions.ts';
import { LIMIT_KINDS, effectiveLimit, noLimit } from '../saferPlay/limits.ts';

export interface LoadSaferPlayDeps {
  readonly moneyApi: Pick<MoneyApi, 'getSaferPlay'>;
  readonly clock: Pick<Clock, 'now'>;
}

/**
 * The player's limits and break as of now (issue 18): one state per limit kind in the core's order, whatever the
 * answer listed (a kind it left out is no limit, a repeated one counts once), a loosening whose cooling-off has
 * passed shown in force, and a break that has ended dropped.
 */
export class LoadSaferPlay {
  readonly #deps: LoadSaferPlayDeps;

  constructor(deps: LoadSaferPlayDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<SaferPlayState, DomainError>> {
    const answer = await this.#deps.moneyApi.getSaferPlay();
    if (!answer.ok) return answer;
    const now = this.#deps.clock.now();
    const limits = LIMIT_KINDS.map((kind) => {
      const found = answer.value.limits.find((limit) => limit.kind === kind);
      return effectiveLimit(found ?? noLimit(kind), now);
    });
    const exclusion = answer.value.exclusion ? activeExclusion([answer.value.exclusion], now) : null;
    return ok({ limits, exclusion });
  }
}
