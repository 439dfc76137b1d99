import { Factory } from 'fishery';
import { describe, expect, it } from 'vitest';
import {
  addSaltSeed,
  crashHistory,
  finishRound,
  insertRound,
  nextRoundId,
  roundRow,
  saltRound,
  saltSeeds,
  startRound,
  unfinishedRounds,
} from '../src/live/crashRoundStore.ts';
import {
  addSeats,
  insertEntry,
  insertRoomRound,
  openRound,
  playersIn,
  roundOwners,
  settledRounds,
  settleRoomRound,
} from '../src/live/roomStore.ts';
import { createPlayer, type NewPlayer } from '../src/players/playerStore.ts';
import {
  chipRow,
  claimChip,
  dueChips,
  insertChip,
  launchChipCount,
  playerChipCount,
  setChipStatus,
  settleDemoChip,
  type NewChip,
} from '../src/provider/liveTableChipStore.ts';
import {
  anyEvent,
  dueEvents,
  eventById,
  insertEvent,
  kickOff,
  liveCount,
  upcomingOf,
  writeEventStep,
  type NewEvent,
} from '../src/sports/sportsStore.ts';
import { storeWorld } from './support/storeWorld.ts';

/**
 * The stores the engines call since their SQL left them (issue 37): the crash rounds and the salt's seeds, the rooms,
 * the live tables' chips and the simulator's events, each on a fresh database, without the engine around it.
 */
const world = () => storeWorld(1_000_000);

const players = Factory.define<NewPlayer>(({ sequence }) => ({
  name: `Player ${sequence}`,
  email: `store${sequence}@example.org`,
  currency: 'RUB',
  registerMethod: 'email',
  region: 'RU',
  features: [],
}));

describe('the crash round store', () => {
  it('numbers rounds on from the last, and keeps each one’s phase and end', () => {
    const { deps } = world();
    expect(nextRoundId(deps)).toBe(1);
    insertRound(deps, 1, 'hash-1', 0, 0);
    expect(nextRoundId(deps)).toBe(2);
    saltRound(deps, 1, 250, 5_000);
    startRound(deps, 1, 6_000);
    expect(roundRow(deps, 1)).toMatchObject({ crash: 250, betting_ends_at: 5_000, status: 'running' });
    expect(unfinishedRounds(deps).map((round) => round.id)).toEqual([1]);
    insertRound(deps, 2, 'hash-2', 120, 9_000);
    finishRound(deps, 1, 'busted', 7_000);
    finishRound(deps, 2, 'void', 9_500);
    expect(unfinishedRounds(deps)).toEqual([]);
    expect(crashHistory(deps, 10)).toEqual([
      { round_id: 2, crash: 120, hash: 'hash-2', status: 'void', refunds: 0 },
      { round_id: 1, crash: 250, hash: 'hash-1', status: 'busted', refunds: 0 },
    ]);
  });

  it('counts one seed a player for the salt, and never a bot’s', () => {
    const { db, deps } = world();
    const first = createPlayer(db, players.build(), 0);
    const second = createPlayer(db, players.build(), 0);
    const bot = createPlayer(db, players.build({ registerMethod: 'bot', email: null }), 0);
    expect(addSaltSeed(deps, first, 'seed-a', 1)).toBe(true);
    expect(addSaltSeed(deps, first, 'seed-b', 2)).toBe(false);
    expect(addSaltSeed(deps, bot, 'seed-bot', 3)).toBe(false);
    expect(addSaltSeed(deps, second, 'seed-c', 4)).toBe(true);
    expect(saltSeeds(deps)).toEqual(['seed-a', 'seed-c']);
  });
});

describe('the room store', () => {
  it('keeps a room’s open round, its seats in joining order, and the draw’s result', () => {
    const { db, deps } = world();
    const ana = createPlayer(db, players.build({ name: 'Ana' }), 0);
    const ben = createPlayer(db, players.build({ name: 'Ben' }), 0);
    const id = insertRoomRound(deps, 'red', 'server-seed', 'server-seed-hash', 10);
    expect(openRound(deps, 'red')?.id).toBe(id);
    expect(openRound(deps, 'yellow')).toBeUndefined();
    insertEntry(deps, { roundId: id, playerId: ana, seats: 2, key: 'k1', clientSeed: 'a', now: 11 });
    insertEntry(deps, { roundId: id, playerId: ana, seats: 1, key: 'k2', clientSeed: 'b', now: 12 });
    expect(playersIn(deps, id)).toBe(1);
    insertEntry(deps, { roundId: id, playerId: ben, seats: 4, key: 'k3', clientSeed: 'c', now: 13 });
    expect(playersIn(deps, id)).toBe(2);
    addSeats(deps, id, 7, 700, 9_000);
    expect(openRound(deps, 'red')).toMatchObject({ seats: 7, pot_minor: 700, ends_at: 9_000 });
    expect(roundOwners(deps, id)).toEqual([
      { player_id: ana, seats: 2, client_seed: 'a' },
      { player_id: ana, seats: 1, client_seed: 'b' },
      { player_id: ben, seats: 4, client_seed: 'c' },
    ]);
    settleRoomRound(deps, id, { seat: 5, winnerId: ben, payoutMinor: 665, now: 9_000 });
    expect(openRound(deps, 'red')).toBeUndefined();
    expect(settledRounds(deps, 'red', 5)).toEqual([
      expect.objectContaining({
        id,
        status: 'settled',
        winning_seat: 5,
        payout_minor: 665,
        winner_name: 'Ben',
      }),
    ]);
  });
});

describe('the live table chip store', () => {
  const chip = Factory.define<NewChip>(({ sequence }) => ({
    token: 'launch-1',
    key: `chip-${sequence}`,
    playerId: null,
    slug: 'roulette-classic',
    roundId: 3,
    kind: 'straight',
    pockets: [7],
    stakeMinor: 100,
    status: 'open',
    now: 0,
  }));

  it('counts the chips on the table, not a refused or rolled-back debit', () => {
    const { deps } = world();
    insertChip(deps, chip.build());
    const refused = insertChip(deps, chip.build({ status: 'pending' }));
    setChipStatus(deps, refused, 'refused');
    const rolledBack = insertChip(deps, chip.build({ status: 'pending' }));
    setChipStatus(deps, rolledBack, 'rolled_back');
    expect(launchChipCount(deps, 'launch-1', 3)).toBe(1);
    expect(launchChipCount(deps, 'launch-1', 4)).toBe(0);
    expect(playerChipCount(deps, 9, 'roulette-classic', 3)).toBe(0);
  });

  it('settles or claims a chip only as it was priced: its moves and its double unchanged', () => {
    const { db, deps } = world();
    const player = createPlayer(db, players.build(), 0);
    const demo = insertChip(deps, chip.build({ kind: 'hand', pockets: [] }));
    expect(settleDemoChip(deps, demo, 200, 'h')).toBe(false);
    expect(settleDemoChip(deps, demo, 200, '')).toBe(true);
    expect(settleDemoChip(deps, demo, 200, '')).toBe(false);
    expect(chipRow(deps, demo)).toMatchObject({ status: 'settled', payout_minor: 200 });
    const real = insertChip(
      deps,
      chip.build({ token: 'launch-2', playerId: player, kind: 'hand', pockets: [] }),
    );
    expect(playerChipCount(deps, player, 'roulette-classic', 3)).toBe(1);
    expect(dueChips(deps, 2)).toEqual([]);
    expect(dueChips(deps, 3).map((row) => row.id)).toEqual([real]);
    expect(claimChip(deps, real, 300, '', 'lt9')).toBe(false);
    expect(claimChip(deps, real, 300, '', null)).toBe(true);
    // A claim that stopped half-way is claimed again by the next run.
    expect(claimChip(deps, real, 300, '', null)).toBe(true);
    setChipStatus(deps, real, 'settled');
    expect(claimChip(deps, real, 300, '', null)).toBe(false);
    expect(dueChips(deps, 3)).toEqual([]);
  });
});

describe('the sports store, as the simulator uses it', () => {
  const event = Factory.define<NewEvent>(({ sequence }) => ({
    sport: 'football',
    leagueId: 'football-eng',
    home: `Home ${sequence}`,
    away: `Away ${sequence}`,
    startAt: 2_000_000 + sequence,
    ratingHome: 1.5,
    ratingAway: 1.2,
    totalLine: 2.5,
    handicapLine: -0.5,
  }));

  it('writes events, kicks them off and plays their steps', () => {
    const { deps, clock } = world();
    expect(anyEvent(deps)).toBe(false);
    const first = insertEvent(deps, event.build({ startAt: clock.now - 10 }));
    const later = insertEvent(deps, event.build());
    expect(anyEvent(deps)).toBe(true);
    expect(upcomingOf(deps, 'football')).toEqual({ count: 2, last: later.start_at });
    expect(dueEvents(deps, clock.now).map((row) => row.id)).toEqual([first.id]);
    kickOff(deps, first.id, false, clock.now);
    expect(liveCount(deps, 'football')).toBe(1);
    const step = { progress: 0.5, home: 1, away: 0, overtime: null, suspendedUntil: 7, now: clock.now };
    writeEventStep(deps, first.id, { ...step, ended: false });
    expect(eventById(deps, first.id)).toMatchObject({
      status: 'live',
      score_home: 1,
      ticks: 1,
      ended_at: null,
    });
    writeEventStep(deps, first.id, { ...step, progress: 1, ended: true });
    expect(eventById(deps, first.id)).toMatchObject({ status: 'ended', ticks: 2, ended_at: clock.now });
    kickOff(deps, later.id, true, clock.now);
    expect(eventById(deps, later.id)).toMatchObject({ status: 'abandoned', ended_at: clock.now });
    expect(liveCount(deps, 'football')).toBe(0);
    expect(upcomingOf(deps, 'hockey')).toEqual({ count: 0, last: null });
  });
});
