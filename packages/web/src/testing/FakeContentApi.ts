import {
  err,
  ok,
  type ApiResult,
  type ContentApi,
  type DomainError,
  type FaqEntry,
  type GameCard,
  type GameCategory,
  type Locale,
  type SeoData,
  type TopEntry,
  type Tournament,
  type TournamentStatus,
  type VipLevel,
} from '@casino/core';

type Call = keyof ContentApi;

/**
 * A content server holding lists the test sets. `fail(call, error)` makes the next answers of one call fail until
 * `heal(call)`; `hold(call)` keeps answers pending until `release(call)`, to look at a loading state.
 */
export class FakeContentApi implements ContentApi {
  gameList: GameCard[] = [];
  tournamentList: Tournament[] = [];
  topList: TopEntry[] = [];
  faqByLocale: Partial<Record<Locale, FaqEntry[]>> = {};
  seoData: SeoData = { title: 'Casino', description: '', keywords: '', text: '<p>Welcome</p>' };
  vipLevelList: VipLevel[] = [];
  readonly calls: { readonly call: Call; readonly args: readonly unknown[] }[] = [];
  readonly #failures = new Map<Call, DomainError>();
  readonly #held = new Map<Call, (() => void)[]>();

  fail(call: Call, error: DomainError = { kind: 'network', message: 'Network Error' }): void {
    this.#failures.set(call, error);
  }

  heal(call: Call): void {
    this.#failures.delete(call);
  }

  hold(call: Call): void {
    this.#held.set(call, []);
  }

  release(call: Call): void {
    const waiting = this.#held.get(call) ?? [];
    this.#held.delete(call);
    for (const resume of waiting) resume();
  }

  callsOf(call: Call): (readonly unknown[])[] {
    return this.calls.filter((entry) => entry.call === call).map(({ args }) => args);
  }

  games(category?: GameCategory): ApiResult<readonly GameCard[]> {
    return this.#answer('games', [category], () =>
      category ? this.gameList.filter((game) => game.category === category) : this.gameList,
    );
  }

  tournaments(status?: TournamentStatus): ApiResult<readonly Tournament[]> {
    return this.#answer('tournaments', [status], () =>
      status ? this.tournamentList.filter((tournament) => tournament.status === status) : this.tournamentList,
    );
  }

  tournament(id: string): ApiResult<Tournament> {
    return this.#answer(
      'tournament',
      [id],
      () => this.tournamentList.find((entry) => entry.id === id) ?? null,
    );
  }

  top(): ApiResult<readonly TopEntry[]> {
    return this.#answer('top', [], () => this.topList);
  }

  faq(locale: Locale): ApiResult<readonly FaqEntry[]> {
    return this.#answer('faq', [locale], () => this.faqByLocale[locale] ?? []);
  }

  seo(page: string, lang: 'ru' | 'en'): ApiResult<SeoData> {
    return this.#answer('seo', [page, lang], () => this.seoData);
  }

  vipLevels(): ApiResult<readonly VipLevel[]> {
    return this.#answer('vipLevels', [], () => this.vipLevelList);
  }

  async #answer<T>(call: Call, args: readonly unknown[], value: () => T | null): ApiResult<T> {
    this.calls.push({ call, args });
    const held = this.#held.get(call);
    if (held) await new Promise<void>((resume) => held.push(resume));
    const failure = this.#failures.get(call);
    if (failure) return err(failure);
    const answer = value();
    return answer === null ? err({ kind: 'notFound' }) : ok(answer);
  }
}
