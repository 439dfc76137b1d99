import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settledBetFactory } from '@casino/core/test/factories';
import { EMPTY_VERIFIER_FIELDS, fieldsFromQuery, verifierPath } from './verifierQuery.ts';

const queryOf = (path: string) => path.slice(path.indexOf('?'));

describe('verifierPath', () => {
  it('links a dice bet with its seeds, its two-decimal target and its stake', () => {
    const bet = settledBetFactory.build({
      params: { game: 'dice', targetHundredths: 5050, direction: 'over' },
      fairness: {
        serverSeedHashed: 'c'.repeat(64),
        clientSeed: 'my seed',
        nonce: 7,
        serverSeed: 'a'.repeat(64),
      },
      stake: { minor: 150, currency: 'USD' },
    });
    const path = verifierPath(bet);
    expect(path.startsWith('/fairness?')).toBe(true);
    expect(fieldsFromQuery(queryOf(path))).toMatchObject({
      game: 'dice',
      serverSeed: 'a'.repeat(64),
      commitment: 'c'.repeat(64),
      clientSeed: 'my seed',
      nonce: '7',
      target: '50.50',
      direction: 'over',
      stake: '1.5',
      currency: 'USD',
    });
  });

  it('leaves the server seed out while the pair is not revealed, keeping the commitment', () => {
    const fields = fieldsFromQuery(queryOf(verifierPath(settledBetFactory.build())));
    expect(fields.serverSeed).toBe('');
    expect(fields.commitment).toBe('9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9');
  });

  it('carries every roulette chip with its numbers and amount', () => {
    const bet = settledBetFactory.build({
      params: {
        game: 'roulette',
        chips: [
          { kind: 'corner', numbers: [32, 33, 35, 36], amount: { minor: 2, currency: 'EUR' } },
          { kind: 'straight', numbers: [0], amount: { minor: 100, currency: 'EUR' } },
        ],
      },
    });
    expect(fieldsFromQuery(queryOf(verifierPath(bet)))).toMatchObject({
      game: 'roulette',
      currency: 'EUR',
      chips: [
        { kind: 'corner', numbers: '32, 33, 35, 36', amount: '0.02' },
        { kind: 'straight', numbers: '0', amount: '1' },
      ],
    });
  });

  it('carries keno picks and risk, and a wheel risk and size', () => {
    const keno = settledBetFactory.build({ params: { game: 'keno', picks: [1, 40], risk: 'high' } });
    expect(fieldsFromQuery(queryOf(verifierPath(keno)))).toMatchObject({ picks: '1,40', kenoRisk: 'high' });
    const wheel = settledBetFactory.build({ params: { game: 'wheel', risk: 'medium', segments: 30 } });
    expect(fieldsFromQuery(queryOf(verifierPath(wheel)))).toMatchObject({
      wheelRisk: 'medium',
      segments: 30,
    });
  });
});

describe('fieldsFromQuery', () => {
  it('falls back to the defaults for unknown games, sides and risks', () => {
    expect(fieldsFromQuery('?game=poker&side=edge&risk=insane&segments=11&currency=BTC')).toEqual(
      EMPTY_VERIFIER_FIELDS,
    );
  });

  it('never throws and never lets a query value grow past 256 characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ maxLength: 2000 })), (entries) => {
        const fields = fieldsFromQuery(new URLSearchParams(entries));
        for (const value of [
          fields.serverSeed,
          fields.clientSeed,
          fields.nonce,
          fields.picks,
          fields.stake,
        ]) {
          expect(value.length).toBeLessThanOrEqual(256);
        }
        expect(fields.chips.length).toBeGreaterThan(0);
        expect(fields.chips.length).toBeLessThanOrEqual(50);
      }),
    );
  });
});
