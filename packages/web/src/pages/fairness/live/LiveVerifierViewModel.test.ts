import { describe, expect, it } from 'vitest';
import { TestDigests } from '@casino/core/test/fakes';
import { liveFieldsFromQuery, liveVerifierLink } from '../../../components/fairness/liveVerifierQuery.ts';
import { hundredthsOf, LiveVerifierViewModel } from './LiveVerifierViewModel.ts';

// Worked examples 8 (crash) and 9 (room) of docs/fairness.md.
const SALT = '2e90ed2a73be5edb9f3992a0c4815693fde721d394b4e60c604caed4824442a6';
const TERMINATING = '5de4b491634cd607a11e9c8a0183402c2e347aca93c531b1500102a11d3b16e3';
const GAME_1 = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';
const GAME_2 = '5c3b60936bf27b6e210774110812ab2137825599f66674d5bbac3bd133d34cab';
const ROOM = {
  serverSeed: '62c2236d7dbf4153018c90d63da2a90c5bddee6b547921f7e7ae93bb2cd18ff2',
  commitment: '6d724b8c59bfc3e7465850acf55d2877601f6e05ab61236260f4399f5bcf34c7',
  roundId: '7',
  clientSeeds: 'lucky-player-42,5f2c9e01d7a84b36',
  seats: '5',
};

const verifierOf = async (link: string) => {
  const vm = new LiveVerifierViewModel(new TestDigests());
  await vm.showQuery(link.slice(link.indexOf('?')));
  return vm;
};

describe('the live verifier (issue 17)', () => {
  it('checks crash game 1 of worked example 8 from its link: 1.86x, chained to the terminating hash', async () => {
    const vm = await verifierOf(
      liveVerifierLink('crash', { hash: GAME_1, salt: SALT, previousHash: TERMINATING, crashPoint: '1.86' }),
    );
    expect(vm.problem).toBeNull();
    expect(vm.verification).toEqual({
      game: 'crash',
      check: { crashHundredths: 186, crashMatches: true, chainMatches: true },
      claimed: 186,
      chained: true,
      saltFromSeeds: null,
      cashOut: null,
    });
  });

  it('shows a crash cash-out’s rounding draw from the round’s hash and the bet’s key (worked example 16)', async () => {
    const bet = { betKey: '5f2c9e01d7a84b36-bet-1', stake: '1', cashOut: '1.50' };
    const vm = await verifierOf(liveVerifierLink('crash', { hash: GAME_1, salt: SALT, ...bet, paid: '2' }));
    expect(vm.verification).toMatchObject({
      cashOut: { rounding: { whole: 1, fraction: 5000, draw: 1881, paid: 2 }, claimed: 2 },
    });
    const floored = await verifierOf(
      liveVerifierLink('crash', {
        hash: GAME_1,
        salt: SALT,
        ...bet,
        betKey: 'lucky-player-42-bet-1',
        paid: '2',
      }),
    );
    expect(floored.verification).toMatchObject({
      cashOut: { rounding: { whole: 1, fraction: 5000, draw: 5390, paid: 1 }, claimed: 2 },
    });
    const badKey = await verifierOf(
      liveVerifierLink('crash', { hash: GAME_1, salt: SALT, ...bet, betKey: 'a:b' }),
    );
    expect(badKey.problem).toBe('betKey');
    const noStake = await verifierOf(
      liveVerifierLink('crash', { hash: GAME_1, salt: SALT, ...bet, stake: '' }),
    );
    expect(noStake.problem).toBe('stake');
  });

  it('checks that the first players’ seeds gave the salt (worked example 8b): round 1 at 1.18x', async () => {
    const salt = '9ff6baa885e08eb895854352aa96686150bd718cba9dc5ae1e2cb71fbce3306f';
    const seeds = { terminatingHash: TERMINATING, saltSeeds: 'lucky-player-42,5f2c9e01d7a84b36' };
    const vm = await verifierOf(
      liveVerifierLink('crash', {
        hash: GAME_1,
        salt,
        previousHash: TERMINATING,
        crashPoint: '1.18',
        ...seeds,
      }),
    );
    expect(vm.verification).toEqual({
      game: 'crash',
      check: { crashHundredths: 118, crashMatches: true, chainMatches: true },
      claimed: 118,
      chained: true,
      saltFromSeeds: true,
      cashOut: null,
    });
    const chosen = await verifierOf(liveVerifierLink('crash', { hash: GAME_1, salt: SALT, ...seeds }));
    expect(chosen.verification).toMatchObject({ saltFromSeeds: false });
  });

  it('says when a crash point or the chain does not match, and leaves the chain unchecked without the hash before', async () => {
    const wrong = await verifierOf(
      liveVerifierLink('crash', { hash: GAME_2, salt: SALT, previousHash: TERMINATING, crashPoint: '2,00' }),
    );
    expect(wrong.verification).toMatchObject({
      check: { crashHundredths: 124, crashMatches: false, chainMatches: false },
    });
    const alone = await verifierOf(liveVerifierLink('crash', { hash: GAME_2, salt: SALT }));
    expect(alone.verification).toMatchObject({
      claimed: null,
      chained: false,
      check: { crashHundredths: 124 },
    });
  });

  it('finds seat 4 of 5 in room round 7 of worked example 9 from both players’ client seeds, the seed committed', async () => {
    const vm = await verifierOf(liveVerifierLink('room', { ...ROOM, winningSeat: '4' }));
    expect(vm.verification).toEqual({
      game: 'room',
      check: {
        clientSeed: '9bade95314db5b9be3dc928b50454ba2eadaaf8370e0a76acefc1121f5f1dc8a',
        winningSeat: 3,
        seedMatches: true,
        seatMatches: true,
      },
      claimed: 4,
      seats: 5,
    });
  });

  it('names the field it cannot read instead of checking', async () => {
    expect((await verifierOf(liveVerifierLink('crash', { hash: 'abc', salt: SALT }))).problem).toBe('hash');
    expect((await verifierOf(liveVerifierLink('room', { ...ROOM, seats: '0' }))).problem).toBe('seats');
    expect((await verifierOf(liveVerifierLink('room', { ...ROOM, clientSeeds: 'a b,c' }))).problem).toBe(
      'clientSeeds',
    );
    expect((await verifierOf(liveVerifierLink('room', { ...ROOM, winningSeat: '6' }))).problem).toBe(
      'winningSeat',
    );
  });

  it('reads a multiplier as hundredths, with a comma or a dot and an optional ×', () => {
    expect(hundredthsOf('2.35')).toBe(235);
    expect(hundredthsOf('2,3')).toBe(230);
    expect(hundredthsOf('10×')).toBe(1000);
    expect(hundredthsOf('1.234')).toBeNull();
    expect(hundredthsOf('')).toBeNull();
  });

  it('ignores unknown query names and cuts long values', () => {
    const fields = liveFieldsFromQuery(`?game=evil&hash=${'a'.repeat(999)}&other=1`);
    expect(fields.game).toBe('crash');
    expect(fields.hash).toHaveLength(256);
  });

  it('re-derives a live table’s round from its link: worked example 11, the wheel shows 1 (issue 19)', async () => {
    const link = liveVerifierLink('table', {
      table: 'grand-wheel',
      serverSeed: '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8',
      commitment: 'e35c89b3ae69b3c987f2619805978a3e4d39d69886971bd191378861a0115a58',
      roundId: '42',
    });
    const vm = await verifierOf(link);
    expect(vm.problem).toBeNull();
    expect(vm.verification).toMatchObject({
      game: 'table',
      table: 'grand-wheel',
      check: { outcome: { kind: 'wheel', segment: 12, value: 1 }, seedMatches: true },
    });
  });

  it('asks for a table it knows, and leaves the commitment unchecked when none is given', async () => {
    const seed = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
    const unknown = await verifierOf(
      liveVerifierLink('table', { table: 'poker', serverSeed: seed, roundId: '1' }),
    );
    expect(unknown.problem).toBe('table');
    const bare = await verifierOf(
      liveVerifierLink('table', { table: 'speed-baccarat', serverSeed: seed, roundId: '42' }),
    );
    expect(bare.verification).toMatchObject({ check: { seedMatches: null, outcome: { winner: 'player' } } });
  });

  it('shows a blackjack hand’s own hit cards when its link names the hand: worked example 14 (issue 33)', async () => {
    const seed = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
    const link = liveVerifierLink('table', {
      table: 'blackjack-classic',
      serverSeed: seed,
      roundId: '42',
      hand: 'p7',
    });
    const vm = await verifierOf(link);
    expect(vm.problem).toBeNull();
    const check = vm.verification?.game === 'table' ? vm.verification.check : null;
    expect(check?.outcome).toMatchObject({ kind: 'blackjack', player: [46, 27], dealer: [15, 26, 24] });
    expect(check?.outcome.kind === 'blackjack' && check.outcome.hits.slice(0, 3)).toEqual([15, 19, 18]);
    const wrong = await verifierOf(
      liveVerifierLink('table', { table: 'blackjack-classic', serverSeed: seed, roundId: '42', hand: 'x7;' }),
    );
    expect(wrong.problem).toBe('hand');
  });

  it('checks a table round’s chain link: its seed hashes to the seed of the round before (issue 33)', async () => {
    const seed = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
    const before = 'e35c89b3ae69b3c987f2619805978a3e4d39d69886971bd191378861a0115a58';
    const link = (previousHash: string) =>
      liveVerifierLink('table', { table: 'auto-roulette', serverSeed: seed, roundId: '43', previousHash });
    expect((await verifierOf(link(before))).verification).toMatchObject({ check: { chainMatches: true } });
    expect((await verifierOf(link(seed))).verification).toMatchObject({ check: { chainMatches: false } });
    expect((await verifierOf(link('no'))).problem).toBe('previousHash');
  });
});
