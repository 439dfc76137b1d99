import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  totalWeight,
  type CaseItem,
  type CaseOffer,
  type CaseOpening,
  type Clock,
  type OpenCase,
  type RevealedSeedPair,
  type TimerHandle,
} from '@casino/core';
import type { ModalOpener, SessionView } from '../../../components/page/pagePorts.ts';
import { token } from '../../../di/token.ts';
import {
  saferPlayRefusal,
  type SaferPlayRefusalFacts,
} from '../../../components/saferPlay/saferPlayRefusal.ts';

export const CASES_VM = token<CasesViewModel>('CasesViewModel');

/** How long the reel spins before it lands on the item won. */
export const CASE_SPIN_MS = 4_000;
/** Items on the reel, and the place of the item won among them: far enough along for the spin to be seen. */
export const REEL_LENGTH = 40;
export const REEL_LANDING = 32;

export interface CasesDeps {
  readonly openCase: Pick<OpenCase, 'catalogue' | 'execute' | 'releasePayout'>;
  readonly session: Pick<SessionView, 'user' | 'isLoggedIn'>;
  readonly modals: Pick<ModalOpener, 'open'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

export type CasesNotice = 'insufficientBalance' | 'network' | 'failed';

/**
 * The cases list and one case, from the API's catalogue in the player's currency (issue 16). Opening a case charges
 * its price at once; the reel then spins over the case's items and lands on the item won (at once when the player
 * prefers reduced motion), and only then is the item announced and its value added to the balance (issue 38).
 */
export class CasesViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  offers: readonly CaseOffer[] = [];
  slug: string | null = null;
  opening = false;
  /** The opening the reel is showing, and whether it has landed. */
  shown: {
    readonly opening: CaseOpening;
    readonly reel: readonly CaseItem[];
    readonly landed: boolean;
  } | null = null;
  notice: CasesNotice | null = null;
  /** An opening refused for safer play (a limit, a time-out, a self-exclusion): said in words with its end. */
  refusal: SaferPlayRefusalFacts | null = null;
  reducedMotion = false;
  readonly #deps: CasesDeps;
  #timer: TimerHandle | null = null;
  #watch: IReactionDisposer | null = null;
  #alive = true;

  constructor(deps: CasesDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** The data of the page's first render: the catalogue (issue 15, item 3). */
  preload(): Promise<void> {
    return this.load();
  }

  /** After mount: the catalogue, and again after a login (the prices are in the player's currency). */
  start(): void {
    this.#watch = reaction(
      () => this.#deps.session.user?.currency ?? null,
      () => void this.load(),
    );
    void this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.#deps.openCase.catalogue();
    if (!this.#alive) return;
    runInAction(() => {
      this.status = result.ok ? 'ready' : 'error';
      if (result.ok) this.offers = result.value;
    });
  }

  /** The case of the page, or null for a slug the catalogue does not have. */
  get selected(): CaseOffer | null {
    return this.slug === null ? null : this.offerOf(this.slug);
  }

  /** The catalogue's case of that slug, or null. */
  offerOf(slug: string): CaseOffer | null {
    return this.offers.find((offer) => offer.slug === slug) ?? null;
  }

  /** Each item's chance in the case: its weight over the total. */
  chanceOf(offer: CaseOffer, item: CaseItem): number {
    return item.weight / totalWeight(offer.items);
  }

  show(slug: string): void {
    if (this.slug === slug) return;
    this.slug = slug;
    this.#stopSpin();
    this.#land();
    this.shown = null;
    this.notice = null;
  }

  /** A pair rotated on this page: the opening shown carries the revealed server seed for its verifier link. */
  reveal(pair: RevealedSeedPair): void {
    const shown = this.shown;
    const fairness = shown?.opening.fairness;
    if (
      !shown ||
      !fairness ||
      fairness.serverSeed !== null ||
      fairness.serverSeedHashed !== pair.serverSeedHashed
    )
      return;
    const opening = { ...shown.opening, fairness: { ...fairness, serverSeed: pair.serverSeed } };
    this.shown = { ...shown, opening };
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  get busy(): boolean {
    return this.opening || (this.shown !== null && !this.shown.landed);
  }

  async open(): Promise<void> {
    const offer = this.selected;
    if (!offer || this.busy) return;
    if (!this.#deps.session.isLoggedIn) {
      this.#deps.modals.open('Login');
      return;
    }
    this.opening = true;
    this.notice = null;
    this.refusal = null;
    const result = await this.#deps.openCase.execute(offer, { holdPayout: true });
    if (!this.#alive) return;
    runInAction(() => {
      this.opening = false;
      if (!result.ok) {
        const kind = result.error.kind;
        if (kind === 'unauthorised') this.#deps.modals.open('Login');
        else {
          this.refusal = saferPlayRefusal(result.error);
          this.notice = kind === 'insufficientBalance' || kind === 'network' ? kind : 'failed';
        }
        return;
      }
      this.#spin(result.value);
    });
  }

  dispose(): void {
    this.#alive = false;
    this.#stopSpin();
    this.#land();
    this.#watch?.();
  }

  #spin(opening: CaseOpening): void {
    const items = opening.offer.items;
    const won = items[opening.itemIndex] as CaseItem;
    // The reel cycles through the case's items and has the item won at its landing place.
    const reel = Array.from({ length: REEL_LENGTH }, (_, i) =>
      i === REEL_LANDING ? won : (items[(i * 7) % items.length] as CaseItem),
    );
    this.#stopSpin();
    this.shown = { opening, reel, landed: false };
    if (this.reducedMotion) this.#land();
    else this.#timer = this.#deps.clock.setTimeout(() => this.#land(), CASE_SPIN_MS);
  }

  /** The reel has stopped (or is left): the item is shown and its value added to the balance. */
  #land(): void {
    this.#timer = null;
    if (!this.shown || this.shown.landed) return;
    this.shown = { ...this.shown, landed: true };
    this.#deps.openCase.releasePayout(this.shown.opening);
  }

  #stopSpin(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
