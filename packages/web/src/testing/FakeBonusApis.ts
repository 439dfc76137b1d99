import {
  err,
  ok,
  type ApiResult,
  type BonusActivation,
  type BonusApi,
  type BonusProgress,
  type DomainError,
  type FreeSpin,
  type FreeSpinsApi,
  type FreeSpinsCampaign,
  type PromoBonus,
  type WelcomePack,
} from '@casino/core';

/** The bonus server: lists the test sets, promo codes it knows, and calls that can be made to fail. */
export class FakeBonusServer implements BonusApi, FreeSpinsApi {
  activationList: BonusActivation[] = [];
  promos: PromoBonus[] = [];
  welcomePacks: WelcomePack[] = [];
  progress: BonusProgress | null = null;
  spins: FreeSpin[] = [];
  campaigns: FreeSpinsCampaign[] = [];
  readonly calls: string[] = [];
  readonly #failures = new Map<string, DomainError>();

  fail(
    call: keyof BonusApi | keyof FreeSpinsApi,
    error: DomainError = { kind: 'server', status: 500 },
  ): void {
    this.#failures.set(call, error);
  }

  heal(call: keyof BonusApi | keyof FreeSpinsApi): void {
    this.#failures.delete(call);
  }

  count(call: string): number {
    return this.calls.filter((each) => each === call).length;
  }

  waitingRegAndDep(): ApiResult<readonly BonusActivation[]> {
    return this.#answer('waitingRegAndDep', this.activationList);
  }

  bonusProgress(): ApiResult<BonusProgress | null> {
    this.calls.push('bonusProgress');
    const failure = this.#failures.get('bonusProgress');
    return Promise.resolve(failure ? err(failure) : ok(this.progress));
  }

  promoBonus(promo: string): ApiResult<PromoBonus> {
    return this.#answer('promoBonus', this.promos.find((each) => each.code === promo) ?? null);
  }

  /** The promos taken, in order. */
  readonly taken: string[] = [];

  takePromo(promo: string): ApiResult<BonusActivation> {
    const found = this.promos.find((each) => each.code === promo);
    if (found && !this.#failures.has('takePromo')) this.taken.push(promo);
    return this.#answer('takePromo', found ? { name: found.name, expiresIn: 86_400 } : null);
  }

  welcomePacksGuest(): ApiResult<readonly WelcomePack[]> {
    return this.#answer('welcomePacksGuest', this.welcomePacks);
  }

  list(): ApiResult<readonly FreeSpin[]> {
    return this.#answer('list', this.spins);
  }

  campaign(id: string): ApiResult<FreeSpinsCampaign> {
    return this.#answer('campaign', this.campaigns.find((each) => each.id === id) ?? null);
  }

  cancel(_id: string): ApiResult<void> {
    return this.#answer('cancel', undefined);
  }

  #answer<T>(call: string, value: T | null): ApiResult<T> {
    this.calls.push(call);
    const failure = this.#failures.get(call);
    if (failure) return Promise.resolve(err(failure));
    return Promise.resolve(value === null ? err({ kind: 'notFound' }) : ok(value));
  }
}
