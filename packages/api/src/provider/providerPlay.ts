import type { Deps } from '../deps.ts';
import { SLOT_STAKES } from '../games/slots/slotCatalogue.ts';
import { ApiError } from '../http/errors.ts';
import { demoMove } from '../money/demoMoney.ts';
import { demoSeeds, demoWallet, mathsOrThrow, playSpins, playerSeeds, type SpinView } from './slotRounds.ts';
import { closeRound, openRound } from './providerRoundStore.ts';
import { WalletRefusal, WalletUnreachable, type WalletClient, type WalletSession } from './walletClient.ts';

export interface SpinRequest {
  readonly stakeMinor: number | null;
  readonly freeSpinsId: number | null;
}

export interface RoundAnswer {
  readonly round_id: string;
  readonly stake_minor: number;
  readonly payout_minor: number;
  readonly balance_minor: number;
  readonly spins: SpinView[];
  readonly fairness: { readonly server_seed_hashed: string; readonly client_seed: string };
}

const refuse = (status: number, message: string) => new ApiError(status, { message });

function checkedStake(currency: string, stake: number | null): number {
  const steps = SLOT_STAKES[currency]?.steps ?? [];
  if (stake === null || !steps.includes(stake)) throw refuse(422, 'stake_invalid');
  return stake;
}

/** Play money: the whole round in one transaction of the provider's own demo wallet. */
export function demoRound(
  deps: Deps,
  token: string,
  session: WalletSession,
  request: SpinRequest,
): RoundAnswer {
  const stake = checkedStake(session.currency, request.stakeMinor);
  const maths = mathsOrThrow(session.slug);
  return deps.db.transaction(() => {
    const wallet = demoWallet(deps, token);
    if (wallet.balance_minor < stake) throw refuse(422, 'balance_not_enough');
    const seeds = demoSeeds(deps, token);
    const roundId = openRound(deps, token, session, stake, null);
    const spins = playSpins(maths, seeds, stake);
    const payout = spins.reduce((sum, one) => sum + one.payout_minor, 0);
    const balance = demoMove(deps, token, stake, payout);
    closeRound(deps, roundId, 'settled', spins, payout);
    return {
      round_id: roundId,
      stake_minor: stake,
      payout_minor: payout,
      balance_minor: balance,
      spins,
      fairness: { server_seed_hashed: seeds.serverSeedHashed, client_seed: seeds.clientSeed },
    };
  });
}

/** A wallet refusal goes to the page as it came; a wallet that never answered is a 502. */
function walletFailure(error: unknown): ApiError {
  if (error instanceof WalletRefusal) return refuse(error.status === 401 ? 502 : error.status, error.code);
  if (error instanceof WalletUnreachable) return refuse(502, 'wallet_unreachable');
  throw error;
}

/**
 * Real money through the seamless wallet: debit the stake (or check the campaign's spin), play the spins on the
 * player's seed pair, credit the win (0 settles a lost round). A debit that never got an answer is rolled back.
 */
export async function realRound(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
  request: SpinRequest,
): Promise<RoundAnswer> {
  const maths = mathsOrThrow(session.slug);
  const playerId = session.player_id;
  if (playerId === null) throw refuse(409, 'demo_session');
  let stake: number;
  if (request.freeSpinsId !== null) {
    const grants = await wallet.freeSpins(token).catch((error: unknown) => {
      throw walletFailure(error);
    });
    const grant = grants.find((one) => one.id === request.freeSpinsId);
    if (!grant) throw refuse(409, 'free_spins_not_available');
    stake = grant.stake_minor;
  } else {
    stake = checkedStake(session.currency, request.stakeMinor);
  }
  const roundId = openRound(deps, token, session, stake, request.freeSpinsId);
  if (request.freeSpinsId === null) {
    try {
      await wallet.debit(token, `${roundId}-bet`, roundId, stake);
    } catch (error) {
      if (error instanceof WalletUnreachable) {
        await wallet.rollback(token, `${roundId}-rollback`, `${roundId}-bet`).catch(() => undefined);
      }
      closeRound(deps, roundId, error instanceof WalletRefusal ? 'refused' : 'rolled_back', [], 0);
      throw walletFailure(error);
    }
  }
  const seeds = playerSeeds(deps, playerId);
  const spins = deps.db.transaction(() => playSpins(maths, seeds, stake));
  const payout = spins.reduce((sum, one) => sum + one.payout_minor, 0);
  closeRound(deps, roundId, 'played', spins, payout);
  const credited = await wallet
    .credit(token, `${roundId}-win`, roundId, payout, request.freeSpinsId)
    .catch((error: unknown) => {
      throw walletFailure(error);
    });
  closeRound(deps, roundId, 'settled', spins, payout);
  return {
    round_id: roundId,
    stake_minor: stake,
    payout_minor: payout,
    balance_minor: credited.balance_minor,
    spins,
    fairness: { server_seed_hashed: seeds.serverSeedHashed, client_seed: seeds.clientSeed },
  };
}
