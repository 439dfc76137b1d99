import { describe, expect, it } from 'vitest';
import { activeBonusOf, grantBonus } from '../src/money/bonusBalance.ts';
import { credit, debit } from '../src/money/money.ts';
import { settleDueBets, settleLegs } from '../src/sports/betSettlement.ts';
import { eventById } from '../src/sports/sportsStore.ts';
import { storeWorld } from './support/storeWorld.ts';

const DAY = 86_400_000;

/** A player with money and a running bonus, and a single sports bet of 10.00 on an event with the given status. */
function betOn(status: 'abandoned' | 'ended') {
  const { db, deps } = storeWorld(1_000);
  const playerId = db.run(
    "INSERT INTO players (name, register_method, created_at, currency) VALUES ('p', 'email', 0, 'USD')",
  ).lastId;
  credit(deps, { playerId, kind: 'deposit', amountMinor: 5_000, currency: 'USD', reference: 'invoice:1' });
  grantBonus(deps, {
    playerId,
    amountMinor: 1_000,
    wagerMinor: 20_000,
    currency: 'USD',
    reference: 'promo:TEST',
    expiresAt: 7 * DAY,
  });
  const event = db.run(
    `INSERT INTO sports_events (sport, league_id, home, away, start_at, status, score_home, score_away, rating_home,
       rating_away, total_line, handicap_line, seed) VALUES ('football', 'football-eng', 'A', 'B', 0, ?, 2, 0, 1, 1, 25, -5, 1)`,
    status,
  ).lastId;
  const bet = db.run(
    `INSERT INTO sports_bets (player_id, kind, stake_minor, currency, total_odds, status, idempotency_key, placed_at)
       VALUES (?, 'single', 1000, 'USD', 185, 'open', 'k', 0)`,
    playerId,
  ).lastId;
  db.run(
    "INSERT INTO sports_bet_legs (bet_id, leg, event_id, market, outcome, odds) VALUES (?, 0, ?, '1x2', 'home', 185)",
    bet,
    event,
  );
  debit(deps, { playerId, kind: 'bet', amountMinor: 1_000, currency: 'USD', reference: `sports:${bet}` });
  return { db, deps, playerId, event };
}

describe('a void sports bet and the bonus wagering (issue 34)', () => {
  it('gives the stake back as a returned stake and takes it off the wagering count', () => {
    const { db, deps, playerId, event } = betOn('abandoned');
    // Sports count at 20 %: 10.00 staked counted 2.00 while the bet was open.
    expect(activeBonusOf(deps, playerId)?.wagered_minor).toBe(200);
    settleLegs(deps, eventById(deps, event)!);
    expect(settleDueBets(deps)).toEqual([playerId]);
    expect(activeBonusOf(deps, playerId)?.wagered_minor).toBe(0);
    const rows = db.all<{ kind: string; amount_minor: number }>(
      "SELECT kind, amount_minor FROM transactions WHERE player_id = ? AND reference LIKE 'sports:%' ORDER BY id",
      playerId,
    );
    expect(rows).toEqual([
      { kind: 'bet', amount_minor: 1_000 },
      { kind: 'rollback', amount_minor: 1_000 },
    ]);
  });

  it('keeps counting a bet that was played out, won or lost', () => {
    const { deps, playerId, event } = betOn('ended');
    settleLegs(deps, eventById(deps, event)!);
    settleDueBets(deps);
    expect(activeBonusOf(deps, playerId)?.wagered_minor).toBe(200);
  });
});
