import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hiloCard, type CaseOpening, type Round } from '@casino/core';
import {
  EMPTY_ROUND_FIELDS,
  openingVerifierPath,
  roundFieldsFromQuery,
  roundVerifierPath,
} from './roundVerifierQuery.ts';

const fairness = { serverSeedHashed: 'c'.repeat(64), clientSeed: 'seed', nonce: 7, serverSeed: null };
const usd = (minor: number) => ({ minor, currency: 'USD' as const });

describe('the round verifier link', () => {
  it('carries a finished miner round’s seeds, its one nonce and its mines', () => {
    const round: Round = {
      id: '1',
      status: 'lost',
      stake: usd(100),
      multiplierTenThousandths: 0,
      payout: usd(0),
      state: { game: 'miner', mines: 5, revealed: [], hitMine: 3, minePositions: [3, 1, 2, 4, 5] },
      fairness,
      balance: null,
    };
    const fields = roundFieldsFromQuery(new URL(roundVerifierPath(round), 'https://x.test').search);
    expect(fields).toMatchObject({
      game: 'miner',
      mines: '5',
      nonce: '7',
      serverSeed: '',
      commitment: 'c'.repeat(64),
    });
  });

  it('carries the number of cards of a hilo round and the case of an opening', () => {
    const step = { card: hiloCard(6), action: 'start' as const, correct: null };
    const round: Round = {
      id: '2',
      status: 'cashedOut',
      stake: usd(100),
      multiplierTenThousandths: 10725,
      payout: usd(107),
      state: { game: 'hilo', steps: [step, step, step] },
      fairness,
      balance: null,
    };
    expect(roundFieldsFromQuery(roundVerifierPath(round).split('?')[1] ?? '').cards).toBe('3');
    const opening = { offer: { slug: 'gold' }, fairness } as unknown as CaseOpening;
    expect(roundFieldsFromQuery(openingVerifierPath(opening).split('?')[1] ?? '')).toMatchObject({
      game: 'cases',
      caseSlug: 'gold',
    });
  });

  it('falls back to the defaults on any hostile query, never throwing, never flooding a field', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ maxLength: 2000 })), (query) => {
        const fields = roundFieldsFromQuery(new URLSearchParams(query));
        expect(['miner', 'hilo', 'cases']).toContain(fields.game);
        for (const value of Object.values(fields)) expect(value.length).toBeLessThanOrEqual(256);
      }),
    );
    expect(roundFieldsFromQuery('?game=dice')).toEqual(EMPTY_ROUND_FIELDS);
  });
});
