import type { Deps } from '../deps.ts';
import { drawItem, rtpBasisPoints } from './caseCatalogue.ts';
import { betIntegers } from '../fairness/fairness.ts';
import { MULTIPLIER_ONE } from '../games/game.ts';
import { ApiError, validation } from '../http/errors.ts';
import { toMajor } from '../money.ts';
import { balanceOf } from '../money/money.ts';
import { currencyOf, idempotentStep, payWin, takeStake, type StepResult } from '../rounds/roundStepStore.ts';
import { recordPlay } from '../plays/playStore.ts';
import { activePair, takeNonce } from '../fairness/seedPairStore.ts';

interface CaseRow {
  slug: string;
  price_minor: number;
}

interface ItemRow {
  item: string;
  value_minor: number;
  weight: number;
}

function itemsOf(deps: Deps, slug: string, currency: string): ItemRow[] {
  return deps.db.all<ItemRow>(
    'SELECT item, value_minor, weight FROM case_items WHERE slug = ? AND currency = ? ORDER BY position',
    slug,
    currency,
  );
}

function caseAnswer(row: CaseRow, currency: string, items: readonly ItemRow[]) {
  return {
    slug: row.slug,
    currency,
    price: toMajor(row.price_minor),
    rtp:
      rtpBasisPoints(
        row.price_minor,
        items.map((item) => ({ value: item.value_minor, weight: item.weight })),
      ) / 100,
    items: items.map((item) => ({ id: item.item, value: toMajor(item.value_minor), weight: item.weight })),
  };
}

/** The catalogue in a currency, cheapest first. */
export function listCases(deps: Deps, currency: string) {
  const rows = deps.db.all<CaseRow>(
    'SELECT slug, price_minor FROM cases WHERE currency = ? ORDER BY position',
    currency,
  );
  return rows.map((row) => caseAnswer(row, currency, itemsOf(deps, row.slug, currency)));
}

/**
 * One opening, in one transaction: the price taken as a stake (safer play checked first) and debited, the item drawn with the pair's next nonce over the cumulative
 * weights in the published order, its value credited at once, both recorded in the ledger.
 */
export function openCase(deps: Deps, playerId: number, slug: string, key: string): StepResult<unknown> {
  return idempotentStep(deps, 'case', { playerId, key, request: ['case', slug] }, () => {
    const currency = currencyOf(deps, playerId);
    if (currency === null) throw validation({ currency: ['not_offered'] });
    const row = deps.db.get<CaseRow>(
      'SELECT slug, price_minor FROM cases WHERE slug = ? AND currency = ?',
      slug,
      currency,
    );
    if (!row) throw new ApiError(404, { message: 'not_found' });
    const items = itemsOf(deps, slug, currency);
    const pair = activePair(deps, playerId);
    const nonce = takeNonce(deps, pair);
    const [integer = 0] = betIntegers(pair.server_seed, pair.client_seed, nonce, 1);
    const { ticket, index } = drawItem(
      integer,
      items.map((item) => item.weight),
    );
    const won = items[index] as ItemRow;
    const now = deps.clock.now();
    const id = deps.db.run(
      `INSERT INTO case_openings (player_id, idempotency_key, pair_id, nonce, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      playerId,
      key,
      pair.id,
      nonce,
      now,
    ).lastId;
    takeStake(deps, playerId, row.price_minor, { currency, reference: `case:${id}` });
    payWin(deps, playerId, won.value_minor, { currency, reference: `case:${id}` });
    recordPlay(deps, {
      playerId,
      game: 'cases',
      reference: `case:${id}`,
      stakeMinor: row.price_minor,
      payoutMinor: won.value_minor,
      currency,
    });
    return {
      id: String(id),
      case: caseAnswer(row, currency, items),
      ticket,
      item: { index, id: won.item, value: toMajor(won.value_minor) },
      amount: toMajor(row.price_minor),
      payout: toMajor(won.value_minor),
      multiplier: Math.floor((won.value_minor * MULTIPLIER_ONE) / row.price_minor) / MULTIPLIER_ONE,
      fairness: {
        server_seed_hashed: pair.server_seed_hashed,
        client_seed: pair.client_seed,
        nonce,
        server_seed: null,
      },
      balance: toMajor(balanceOf(deps, playerId)),
      created_at: deps.clock.iso(now),
    };
  });
}
