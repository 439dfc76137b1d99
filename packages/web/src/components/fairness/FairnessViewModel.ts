import { makeAutoObservable, runInAction } from 'mobx';
import {
  isValidClientSeed,
  type ChangeClientSeed,
  type DomainError,
  type GamesApi,
  type LoadSeeds,
  type Randomness,
  type ActiveSeedPair,
  type RevealedSeedPair,
  type RotateSeeds,
  type SettledBet,
} from '@casino/core';
import { token } from '../../di/token.ts';

export const FAIRNESS_VM = token<FairnessViewModel>('FairnessViewModel');

export interface FairnessViewModelDeps {
  readonly loadSeeds: Pick<LoadSeeds, 'execute'>;
  readonly changeClientSeed: Pick<ChangeClientSeed, 'execute'>;
  readonly rotateSeeds: Pick<RotateSeeds, 'execute'>;
  readonly randomness: Pick<Randomness, 'clientSeed'>;
  readonly session: { readonly isLoggedIn: boolean };
  readonly notifier: { notifyError(error: DomainError): unknown };
  /** The player's bet history, where the revealed pair's last bet (with its choice) is looked up. */
  readonly betHistory?: Pick<GamesApi, 'listBets'>;
}

/** How many of the player's latest bets are searched for the revealed pair's last one. */
export const LAST_BET_SEARCH = 50;

export type FairnessStatus = 'loggedOut' | 'loading' | 'ready' | 'error';

/**
 * The Fairness dialog of every game: the active commitment, the client seed the player may change, the nonce of the
 * next bet, and rotation, which reveals the server seed behind the old commitment so its bets can be verified.
 */
export class FairnessViewModel {
  status: FairnessStatus = 'loading';
  current: ActiveSeedPair | null = null;
  previous: RevealedSeedPair | null = null;
  /**
   * The last instant bet made with the revealed pair, with its choice (target, side, chips, picks, risk), so its
   * verifier link shows the same outcome and win or loss the bet had; null when none is in the recent history.
   */
  previousLastBet: SettledBet | null = null;
  /** True once this dialog rotated: the revealed pair is the one the player just closed. */
  rotated = false;
  /**
   * After a rotation: whether the new pair's commitment is the next one shown before the player sent the client seed
   * (docs/fairness.md "The seed pair"); null before any rotation.
   */
  nextCommitmentKept: boolean | null = null;
  clientSeedDraft = '';
  /** The draft was checked (on save or rotate) and refused; cleared on the next edit. */
  showDraftError = false;
  saving = false;
  rotating = false;
  /** Set after a save, so the dialog can say the new seed is in use. */
  saved = false;
  /** The API refused to rotate while a miner or hilo round dealt from the pair is open (its seed would give it away). */
  rotationWaitsForRound = false;
  #alive = true;
  readonly #deps: FairnessViewModelDeps;

  constructor(deps: FairnessViewModelDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get draftValid(): boolean {
    return isValidClientSeed(this.clientSeedDraft);
  }

  get draftChanged(): boolean {
    return this.current !== null && this.clientSeedDraft !== this.current.clientSeed;
  }

  async load(): Promise<void> {
    if (!this.#deps.session.isLoggedIn) {
      this.status = 'loggedOut';
      return;
    }
    this.status = 'loading';
    const result = await this.#deps.loadSeeds.execute();
    if (!this.#alive) return;
    runInAction(() => {
      if (!result.ok) {
        this.status = 'error';
        return;
      }
      this.#show(result.value.current);
      this.#reveal(result.value.previous);
      this.status = 'ready';
    });
  }

  editClientSeed(value: string): void {
    this.clientSeedDraft = value;
    this.showDraftError = false;
    this.saved = false;
  }

  randomClientSeed(): void {
    this.editClientSeed(this.#deps.randomness.clientSeed());
  }

  /** The new client seed for the active pair; its nonce goes on counting (contract "Seed pair"). */
  async saveClientSeed(): Promise<void> {
    if (!this.#checkDraft() || this.saving) return;
    this.saving = true;
    const result = await this.#deps.changeClientSeed.execute(this.clientSeedDraft);
    if (!this.#alive) return;
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.#deps.notifier.notifyError(result.error);
        return;
      }
      this.#show(result.value);
      this.saved = true;
    });
  }

  /** Reveals the active server seed and starts a new pair at nonce 0 with the client seed in the field. */
  async rotate(): Promise<void> {
    if (!this.#checkDraft() || this.rotating) return;
    this.rotating = true;
    this.rotationWaitsForRound = false;
    const promised = this.current?.nextServerSeedHashed ?? null;
    const result = await this.#deps.rotateSeeds.execute(this.clientSeedDraft);
    if (!this.#alive) return;
    runInAction(() => {
      this.rotating = false;
      if (!result.ok) {
        const { error } = result;
        if (error.kind === 'server' && error.status === 409 && error.messageKey === 'round_open')
          this.rotationWaitsForRound = true;
        else this.#deps.notifier.notifyError(error);
        return;
      }
      this.#reveal(result.value.revealed);
      this.#show(result.value.current);
      this.rotated = true;
      this.nextCommitmentKept = promised === result.value.current.serverSeedHashed;
      this.saved = false;
    });
  }

  dispose(): void {
    this.#alive = false;
  }

  #reveal(pair: RevealedSeedPair | null): void {
    this.previous = pair;
    this.previousLastBet = null;
    if (pair && pair.nonce > 0) void this.#findLastBet(pair);
  }

  async #findLastBet(pair: RevealedSeedPair): Promise<void> {
    const history = this.#deps.betHistory;
    if (!history) return;
    const page = await history.listBets({ limit: LAST_BET_SEARCH });
    if (!this.#alive || !page.ok || this.previous?.serverSeedHashed !== pair.serverSeedHashed) return;
    const last = page.value.bets
      .filter((bet) => bet.fairness.serverSeedHashed === pair.serverSeedHashed)
      .reduce<SettledBet | null>(
        (best, bet) => (!best || bet.fairness.nonce > best.fairness.nonce ? bet : best),
        null,
      );
    runInAction(() => {
      this.previousLastBet = last && {
        ...last,
        fairness: { ...last.fairness, serverSeed: pair.serverSeed },
      };
    });
  }

  #checkDraft(): boolean {
    this.showDraftError = !this.draftValid;
    return this.draftValid;
  }

  #show(pair: ActiveSeedPair): void {
    this.current = pair;
    this.clientSeedDraft = pair.clientSeed;
    this.showDraftError = false;
  }
}
