import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueBets, settleLegs } from '../src/sports/betSettlement.ts';
import { SPORTS, type SportId } from '../src/sports/catalogue.ts';
import { drawEvent } from '../src/sports/newEvents.ts';
import { UPCOMING_PER_SPORT } from '../src/sports/simulator.ts';
import { eventById, insertEvent, kickOff, reviewEvent } from '../src/sports/sportsStore.ts';
import { updateFrame } from '../src/sports/sportsHub.ts';
import {
  MARKET_OUTCOMES,
  MARKETS_OF,
  MAX_ODDS,
  oddsOf,
  outcomeWon,
  probabilities,
  type PricedState,
} from '../src/sports/pricing.ts';
import { DEFAULT_SPORTS_TIMING, paceOf } from '../src/sports/sportsTiming.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { simulatorWorld, UNIFORM_TIMING } from './support/sportsWorld.ts';
import { balanceMinor, fundedPlayer, newKey } from './support/games.ts';
import type { Json } from './support/http.ts';
import { storeWorld } from './support/storeWorld.ts';

let t: TestApi;

beforeAll(async () => {
  // A match of a sport's own length outlives the default 15-minute access token.
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

interface Selection {
  id: string;
  odds: number | null;
}

const events = async (query = ''): Promise<Json[]> =>
  (await t.http.get(`/sports/events${query}`)).body['data'];

/** An offered selection of an open, unsuspended event of the given status (not one of `except`'s events). */
async function offered(
  status: 'live' | 'upcoming',
  except: string[] = [],
  market = '',
): Promise<{ id: string; odds: number; event: string; sport: SportId }> {
  for (const event of await events(`?status=${status}`)) {
    if (event.suspended || except.includes(event.id)) continue;
    for (const one of event.markets) {
      if (market && one.key !== market) continue;
      const selection = (one.selections as Selection[]).find((s) => s.odds !== null && s.odds < 400);
      if (selection?.odds)
        return { id: selection.id, odds: selection.odds, event: event.id, sport: event.sport };
    }
  }
  throw new Error(`no offered ${status} selection`);
}

const bet = (token: string, body: Json, key = newKey()) =>
  t.http.post('/sports/bets', body, { token, headers: { 'idempotency-key': key } });

describe('the sportsbook line and its simulator (issue 20)', () => {
  it('always leaves live and upcoming events in every sport, also after many matches have been played', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sports = (await t.http.get('/sports')).body['data']['sports'] as Json[];
      expect(sports.map((s) => s.id)).toEqual([...SPORTS]);
      for (const sport of sports) {
        expect(sport.live, sport.id).toBeGreaterThan(0);
        expect(sport.upcoming, sport.id).toBeGreaterThan(0);
      }
      t.scheduler.advance(DEFAULT_SPORTS_TIMING.matchMs);
    }
  });

  it('gives football its five markets and the other sports winner, totals and handicap, priced with a margin', async () => {
    const all = await events();
    const football = all.find((e) => e.sport === 'football' && e.status === 'upcoming') as Json;
    expect(football.markets.map((m: Json) => m.key)).toEqual(['1x2', 'dc', 'total', 'handicap', 'btts']);
    const tennis = all.find((e) => e.sport === 'tennis') as Json;
    expect(tennis.markets.map((m: Json) => m.key)).toEqual(['winner', 'total', 'handicap']);
    for (const market of football.markets.filter((m: Json) => m.key !== 'dc')) {
      const odds = (market.selections as Selection[]).map((s) => s.odds ?? 0);
      if (odds.includes(0)) continue;
      const book = odds.reduce((sum, one) => sum + 100 / one, 0);
      expect(book).toBeGreaterThan(1);
    }
    const one = await t.http.get(`/sports/events/${football.id}`);
    expect(one.body['data']['id']).toBe(football.id);
    expect((await t.http.get('/sports/events/nope')).status).toBe(404);
    expect((await t.http.get('/sports/events?sport=curling')).status).toBe(400);
  });

  it('moves a live match: score, clock and odds change, and markets are suspended for a moment after a goal', async () => {
    const before = new Map((await events('?status=live')).map((e) => [e.id, e]));
    t.scheduler.advance(DEFAULT_SPORTS_TIMING.tickMs * 15);
    const after = await events('?status=live');
    const moved = after.filter((e) => before.has(e.id) && e.version > (before.get(e.id)?.version ?? 0));
    expect(moved.length).toBeGreaterThan(0);
    const football = moved.find((e) => e.sport === 'football') as Json;
    expect(football.clock.minute).toBeGreaterThan(0);
  });
});

describe('placing a sports bet (issue 20)', () => {
  it('takes a single at the current odds and debits the stake exactly', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const pick = await offered('upcoming');
    const placed = await bet(player.token, { amount: 2, legs: [{ selection_id: pick.id, odds: pick.odds }] });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body['data']['bet']).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: 2,
      currency: 'USD',
    });
    expect(await balanceMinor(t, player.token)).toBe(4_800);
    const open = await t.http.get('/sports/bets?status=open', { token: player.token });
    expect(open.body['data']).toHaveLength(1);
  });

  it('refuses a bet at stale odds when the player never accepts changes, and names the odds now', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const pick = await offered('upcoming', [], '1x2');
    await t.http.post(`/__dev/sports/events/${pick.event}`, { rating_home: 2.5 });
    const fresh = (await t.http.get(`/sports/events/${pick.event}`)).body['data'];
    const now = fresh.markets
      .flatMap((m: Json) => m.selections)
      .find((s: Selection) => s.id === pick.id).odds;
    expect(now).not.toBe(pick.odds);
    const legs = [{ selection_id: pick.id, odds: pick.odds }];
    const stale = await bet(player.token, { amount: 1, legs, odds_change: 'never' });
    expect(stale.status).toBe(409);
    // With the version of the event the odds are from, the one the line now carries.
    expect(stale.body).toEqual({
      message: 'odds_changed',
      legs: [{ selection_id: pick.id, odds: now, version: fresh.version }],
    });
    expect(await balanceMinor(t, player.token)).toBe(5_000);
    const higher = await bet(player.token, { amount: 1, legs, odds_change: 'higher' });
    expect(higher.status).toBe(now > pick.odds ? 200 : 409);
    const always = await bet(player.token, { amount: 1, legs, odds_change: 'always' });
    expect(always.status).toBe(200);
    expect(always.body['data']['bet']['legs'][0]['odds']).toBe(now);
  });

  it('refuses a suspended market', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const pick = await offered('live');
    await t.http.post(`/__dev/sports/events/${pick.event}`, { suspend_ms: 10_000 });
    const refused = await bet(player.token, {
      amount: 1,
      legs: [{ selection_id: pick.id, odds: pick.odds }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'market_suspended', selection_id: pick.id });
    expect(await balanceMinor(t, player.token)).toBe(5_000);
  });

  it('refuses a bad slip in words: two legs of one event, no legs, a made-up selection, the stake limits', async () => {
    const player = await fundedPlayer(t, 'USD', 5_000);
    const pick = await offered('upcoming', [], '1x2');
    const other = `${pick.event}:total:over`;
    const cases: [Json, number, string][] = [
      [
        {
          amount: 1,
          legs: [
            { selection_id: pick.id, odds: pick.odds },
            { selection_id: other, odds: 190 },
          ],
        },
        422,
        'validation',
      ],
      [{ amount: 1, legs: [] }, 422, 'validation'],
      [{ amount: 1, legs: [{ selection_id: '999999:1x2:home', odds: 200 }] }, 422, 'validation'],
      [{ amount: 1, legs: [{ selection_id: `${pick.event}:1x2:<b>`, odds: 200 }] }, 422, 'validation'],
      [{ amount: 0.05, legs: [{ selection_id: pick.id, odds: pick.odds }] }, 422, 'below_min'],
      [{ amount: 1_000.01, legs: [{ selection_id: pick.id, odds: pick.odds }] }, 422, 'above_max'],
      [{ amount: 'x', legs: [{ selection_id: pick.id, odds: pick.odds }] }, 422, 'validation'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await bet(player.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body['message']).toBe(message);
    }
    const anonymous = await t.http.post(
      '/sports/bets',
      { amount: 1, legs: [] },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(anonymous.status).toBe(401);
    expect(await balanceMinor(t, player.token)).toBe(500_000);
  });

  it('answers a repeated key with the same bet and takes the stake once', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const pick = await offered('upcoming');
    const body = { amount: 3, legs: [{ selection_id: pick.id, odds: pick.odds }] };
    const key = newKey();
    const first = await bet(player.token, body, key);
    const again = await bet(player.token, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body['data']['bet']).toEqual(first.body['data']['bet']);
    expect(await balanceMinor(t, player.token)).toBe(4_700);
    const reused = await bet(player.token, { ...body, amount: 4 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body['message']).toBe('idempotency_key_reused');
  });
});

describe('settling sports bets (issue 20)', () => {
  it('settles an accumulator when its matches end, pays exactly once even if settlement runs twice, and lists it', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const first = await offered('live');
    const second = await offered('live', [first.event]);
    const legs = [first, second].map((leg) => ({ selection_id: leg.id, odds: leg.odds }));
    const placed = await bet(player.token, { amount: 5, legs, odds_change: 'always' });
    expect(placed.status, placed.text).toBe(200);
    const accepted = placed.body['data']['bet'];
    expect(accepted.kind).toBe('accumulator');
    // Each sport plays at its own pace (issue 38): wait out the longer of the two matches, not the default length,
    // a minute at a time (one long synchronous run would outlast the server's keep-alive and reset the socket).
    const longest = Math.max(
      ...[first, second].map((leg) => paceOf(DEFAULT_SPORTS_TIMING, leg.sport).matchMs),
    );
    let settled: Json[] = [];
    for (
      let waited = 0;
      settled.length === 0 && waited <= longest + DEFAULT_SPORTS_TIMING.tickMs;
      waited += 60_000
    ) {
      t.scheduler.advance(60_000);
      settled = (await t.http.get('/sports/bets?status=settled', { token: player.token })).body['data'];
    }
    expect(settled).toHaveLength(1);
    const result = settled[0] as Json;
    expect(['won', 'lost', 'void']).toContain(result.status);
    const odds = result.legs.map((leg: Json) => (leg.result === 'void' ? 100 : leg.odds));
    const expected = result.legs.some((leg: Json) => leg.result === 'lost')
      ? 0
      : Number((500n * BigInt(odds[0]) * BigInt(odds[1])) / 10_000n);
    expect(Math.round(result.return * 100)).toBe(expected);
    expect(await balanceMinor(t, player.token)).toBe(4_500 + expected);
    // The settlement job runs at every step of the simulator: more steps pay nothing more.
    t.scheduler.advance(DEFAULT_SPORTS_TIMING.tickMs * 5);
    expect(await balanceMinor(t, player.token)).toBe(4_500 + expected);
    const history = (await t.http.get('/profile/history', { token: player.token })).body['data'] as Json[];
    const sportsRows = history.filter((row) => row.sports_bet_id === accepted.id);
    expect(sportsRows.map((row) => row.kind).sort()).toEqual(expected > 0 ? ['bet', 'win'] : ['bet']);
  });
});

/**
 * The simulator over a database of its own and a clock the test moves, started; `step()` moves the clock a step and
 * plays it; `told` collects what each step tells the channel.
 */
describe('the simulator on its own (issue 20)', () => {
  it('puts a match under way at once in a sport whose live matches have all ended', () => {
    const { db, clock, simulator, step } = simulatorWorld();
    const live = (sport: string) =>
      db.get<{ count: number }>(
        "SELECT COUNT(*) AS count FROM sports_events WHERE sport = ? AND status = 'live'",
        sport,
      )?.count ?? 0;
    for (const sport of SPORTS) {
      db.run(
        "UPDATE sports_events SET status = 'ended', ended_at = ? WHERE sport = ? AND status = 'live'",
        clock.now,
        sport,
      );
      expect(live(sport), sport).toBe(0);
    }
    step();
    for (const sport of SPORTS) expect(live(sport), sport).toBeGreaterThan(0);
    simulator.stop();
  });

  it('tells a match that ends in its final state, with the id among the closed ones', () => {
    const { db, deps, simulator, told, step: play } = simulatorWorld();
    for (let step = 0; step < DEFAULT_SPORTS_TIMING.matchMs / DEFAULT_SPORTS_TIMING.tickMs + 1; step += 1)
      play();
    simulator.stop();
    const closed = told.flatMap((changes) => changes.closed);
    expect(closed.length).toBeGreaterThan(0);
    // The channel's frame of a step that closed events: each in its final state in `events`, its id in `closed`.
    const step = told.find((changes) => changes.closed.length > 0);
    const frame = JSON.parse(step ? (updateFrame(deps, step) ?? '{}') : '{}') as {
      events: { id: string; status: string; score: unknown }[];
      closed: string[];
    };
    expect(frame.closed).toEqual(step?.closed.map((row) => String(row.id)));
    for (const row of step?.closed ?? [])
      expect(frame.events.find((event) => event.id === String(row.id))).toMatchObject({
        status: row.status,
        score: { home: row.score_home, away: row.score_away },
      });
    for (const row of closed) {
      expect(['ended', 'abandoned']).toContain(row.status);
      const stored = db.get<{ status: string; score_home: number; score_away: number; version: number }>(
        'SELECT status, score_home, score_away, version FROM sports_events WHERE id = ?',
        row.id,
      );
      expect(stored).toMatchObject({
        status: row.status,
        score_home: row.score_home,
        score_away: row.score_away,
        version: row.version,
      });
    }
  });
});

describe('a match of a test’s own (the development route)', () => {
  it('is drawn live or upcoming as asked, and refuses a sport or a kick-off it does not know', async () => {
    const live = await t.http.post('/__dev/sports/events', {
      sport: 'basketball',
      starts_in_ms: 0,
      match_ms: 600_000,
    });
    expect(live.status).toBe(201);
    expect(live.body['data']).toMatchObject({ sport: 'basketball', status: 'live', suspended: false });
    const ahead = await t.http.post('/__dev/sports/events', { sport: 'tennis', starts_in_ms: 3_600_000 });
    expect(ahead.body['data']).toMatchObject({ sport: 'tennis', status: 'upcoming' });
    const startsIn = Date.parse(ahead.body['data']['start_at']) - Date.parse(live.body['data']['start_at']);
    expect(startsIn).toBeGreaterThan(3_500_000);
    for (const body of [
      { sport: 'curling', starts_in_ms: 0 },
      { sport: 'tennis', starts_in_ms: 0.5 },
      { sport: 'tennis', starts_in_ms: 86_400_001 },
      { sport: 'tennis' },
      { sport: 'tennis', starts_in_ms: 0, match_ms: 9_999 },
    ])
      expect((await t.http.post('/__dev/sports/events', body)).status, JSON.stringify(body)).toBe(422);
  });

  it('is not one of the line’s: the line keeps its own upcoming matches a gap apart, not after it', () => {
    const { db, deps, clock, simulator, step } = simulatorWorld();
    const far = clock.now + 86_400_000;
    insertEvent(deps, { ...drawEvent('football', far), scheduledBy: 'dev' });
    for (let tick = 0; tick < 200; tick += 1) step();
    simulator.stop();
    const line = db.all<{ start_at: number }>(
      "SELECT start_at FROM sports_events WHERE sport = 'football' AND status = 'upcoming' AND scheduled_by = 'line'",
    );
    expect(line).toHaveLength(UPCOMING_PER_SPORT);
    for (const row of line)
      expect(row.start_at).toBeLessThanOrEqual(clock.now + UPCOMING_PER_SPORT * UNIFORM_TIMING.gapMs);
    expect(
      db.get("SELECT 1 AS one FROM sports_events WHERE start_at = ? AND status = 'upcoming'", far),
    ).toBeTruthy();
  });

  it('plays to a length of its own when given one, not its sport’s', () => {
    const { deps, clock, simulator, step } = simulatorWorld();
    const matchMs = UNIFORM_TIMING.matchMs * 3;
    const match = insertEvent(deps, { ...drawEvent('football', clock.now), scheduledBy: 'dev', matchMs });
    kickOff(deps, match.id, false, clock.now);
    const steps = (ms: number) => {
      for (let tick = 0; tick < ms / UNIFORM_TIMING.tickMs; tick += 1) step();
    };
    steps(UNIFORM_TIMING.matchMs * 2);
    expect(eventById(deps, match.id)).toMatchObject({ status: 'live' });
    expect(eventById(deps, match.id)?.progress).toBeCloseTo(2 / 3, 1);
    steps(UNIFORM_TIMING.matchMs + 2 * UNIFORM_TIMING.tickMs);
    simulator.stop();
    expect(eventById(deps, match.id)).toMatchObject({ status: 'ended' });
  });

  it('keeps a trader’s longer suspension when a set ends in it', () => {
    const { deps, clock, simulator, step } = simulatorWorld();
    const match = insertEvent(deps, { ...drawEvent('tennis', clock.now), scheduledBy: 'dev' });
    kickOff(deps, match.id, false, clock.now);
    step();
    const until = clock.now + 10 * 60_000;
    reviewEvent(deps, match.id, match.rating_home, until);
    // A set ends at each third of the match: the whole match is played within the suspension.
    for (let tick = 0; tick < UNIFORM_TIMING.matchMs / UNIFORM_TIMING.tickMs + 2; tick += 1) step();
    simulator.stop();
    const after = eventById(deps, match.id);
    expect((after?.score_home ?? 0) + (after?.score_away ?? 0)).toBeGreaterThanOrEqual(2);
    expect(after?.status).toBe('ended');
    expect(after?.suspended_until).toBe(until);
  });
});

describe('the settlement job on its own (issue 20)', () => {
  /** A bare store with one player, two events and an accumulator on them: the job's inputs, nothing else. */
  function store() {
    const { db, deps } = storeWorld(1_000);
    const player = db.run(
      "INSERT INTO players (name, register_method, created_at, currency, balance_minor) VALUES ('p', 'email', 0, 'USD', 0)",
    ).lastId;
    const event = (status: string, home: number, away: number) =>
      db.run(
        `INSERT INTO sports_events (sport, league_id, home, away, start_at, status, score_home, score_away, rating_home,
           rating_away, total_line, handicap_line, seed) VALUES ('football', 'football-eng', 'A', 'B', 0, ?, ?, ?, 1, 1, 25, -5, 1)`,
        status,
        home,
        away,
      ).lastId;
    const won = event('ended', 2, 0);
    const abandoned = event('abandoned', 0, 0);
    const bet = db.run(
      `INSERT INTO sports_bets (player_id, kind, stake_minor, currency, total_odds, status, idempotency_key,
         placed_at) VALUES (?, 'accumulator', 1000, 'USD', 555, 'open', 'k', 0)`,
      player,
    ).lastId;
    db.run(
      "INSERT INTO sports_bet_legs (bet_id, leg, event_id, market, outcome, odds) VALUES (?, 0, ?, '1x2', 'home', 185)",
      bet,
      won,
    );
    db.run(
      "INSERT INTO sports_bet_legs (bet_id, leg, event_id, market, outcome, odds) VALUES (?, 1, ?, '1x2', 'home', 300)",
      bet,
      abandoned,
    );
    return { db, deps, player, events: [won, abandoned] };
  }

  it('counts a void leg as odds 1 and pays exactly once, however often the job runs', () => {
    const { db, deps, player, events: ids } = store();
    for (const id of ids) settleLegs(deps, eventById(deps, id)!);
    expect(settleDueBets(deps)).toEqual([player]);
    expect(settleDueBets(deps)).toEqual([]);
    for (const id of ids) settleLegs(deps, eventById(deps, id)!);
    expect(settleDueBets(deps)).toEqual([]);
    const balance = db.get<{ balance_minor: number }>(
      'SELECT balance_minor FROM players WHERE id = ?',
      player,
    );
    expect(balance?.balance_minor).toBe(1_850);
    const rows = db.all<{ kind: string; amount_minor: number }>(
      'SELECT kind, amount_minor FROM transactions WHERE player_id = ?',
      player,
    );
    expect(rows).toEqual([{ kind: 'win', amount_minor: 1_850 }]);
    db.close();
  });
});

describe('the prices and the settlement rules (issue 20)', () => {
  const state = fc.record({
    sport: fc.constantFrom(...SPORTS),
    progress: fc.double({ min: 0, max: 1, noNaN: true }),
    scoreHome: fc.integer({ min: 0, max: 3 }),
    scoreAway: fc.integer({ min: 0, max: 3 }),
    ratingHome: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
    ratingAway: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
    totalLine: fc.constantFrom(25, 55, 225),
    handicapLine: fc.constantFrom(-15, -5, 5, 15),
  });

  it('gives every market probabilities that add up to one, and never offers odds under 1.02 or over 101.00', () => {
    fc.assert(
      fc.property(state, (raw) => {
        const priced: PricedState =
          raw.sport === 'tennis' || raw.sport === 'esports'
            ? { ...raw, scoreHome: raw.scoreHome % 2, scoreAway: raw.scoreAway % 2, totalLine: 25 }
            : raw;
        const probs = probabilities(priced);
        for (const market of MARKETS_OF[priced.sport]) {
          const sum = MARKET_OUTCOMES[market].reduce(
            (total, outcome) => total + (probs[market][outcome] ?? 0),
            0,
          );
          expect(sum).toBeCloseTo(market === 'dc' ? 2 : 1, 6);
          for (const outcome of MARKET_OUTCOMES[market]) {
            const odds = oddsOf(probs[market][outcome] ?? 0);
            if (odds !== null) expect(odds).toBeGreaterThanOrEqual(102);
            if (odds !== null) expect(odds).toBeLessThanOrEqual(MAX_ODDS);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('settles each market from the final score: totals and handicaps on regular time, the winner with overtime', () => {
    const lines = { totalLine: 25, handicapLine: -15 };
    const score = { home: 2, away: 1, overtime: null };
    expect(outcomeWon('1x2', 'home', score, lines)).toBe(true);
    expect(outcomeWon('dc', 'x2', score, lines)).toBe(false);
    expect(outcomeWon('total', 'over', score, lines)).toBe(true);
    expect(outcomeWon('handicap', 'home', score, lines)).toBe(false);
    expect(outcomeWon('btts', 'yes', score, lines)).toBe(true);
    expect(outcomeWon('winner', 'away', { home: 3, away: 3, overtime: 'away' }, lines)).toBe(true);
  });
});
