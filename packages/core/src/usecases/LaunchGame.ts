import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { launchOrigin } from '../games/provider/gameMessage.ts';
import type { GameLaunch, GameLaunchApi, LaunchRequest } from '../ports/GameLaunchApi.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { UseOwnClientSeed } from './UseOwnClientSeed.ts';

export type LaunchError =
  DomainError | { readonly kind: 'loginRequired' } | { readonly kind: 'badLaunchUrl' };

export interface LaunchedGame extends GameLaunch {
  /** The launch URL's origin: the only one whose messages the site hears. */
  readonly origin: string;
}

export interface LaunchGameDeps {
  readonly gameLaunchApi: Pick<GameLaunchApi, 'launch'>;
  readonly session: Pick<SessionState, 'isLoggedIn'>;
  /**
   * The player's own client seed before real money is played: a slot's spins are bets of the player's seed pair
   * (docs/fairness.md, "Slots"), so a session whose first play is a spin still plays with a seed made on the
   * player's side, as the originals do.
   */
  readonly useOwnClientSeed?: Pick<UseOwnClientSeed, 'ensure'>;
}

/**
 * Opens a provider's game (issue 19): real money needs a logged-in player (a visitor is asked to log in, §2 flags, and
 * no request goes out); the answer must be an absolute http(s) URL, whose origin the bridge will trust.
 */
export class LaunchGame {
  readonly #deps: LaunchGameDeps;

  constructor(deps: LaunchGameDeps) {
    this.#deps = deps;
  }

  async execute(request: LaunchRequest): Promise<Result<LaunchedGame, LaunchError>> {
    if (request.mode === 'play' && !this.#deps.session.isLoggedIn) return err({ kind: 'loginRequired' });
    if (request.mode === 'play') await this.#deps.useOwnClientSeed?.ensure();
    const answer = await this.#deps.gameLaunchApi.launch(request);
    if (!answer.ok) return answer;
    const origin = launchOrigin(answer.value.url);
    if (origin === null) return err({ kind: 'badLaunchUrl' });
    return ok({ ...answer.value, origin });
  }
}
