import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, placeBet } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import { setLimit } from './support/money.ts';

const KEY = 'provider-test-key';
const WEB = 'http://localhost:5173';
let t: TestApi;
let ids = 0;
const txId = (label: string) => `${label}-${(ids += 1)}`;

beforeAll(async () => {
  t = await startTestApi({ walletKey: KEY });
});
afterAll(() => t.close());

async function launch(token: string | undefined, slug = 'prism-drift', mode = 'play'): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    { slug, mode, currency: 'USD', locale: 'en', return_url: `${WEB}/games/slots/${slug}/${mode}` },
    { token },
  );
  if (answer.status !== 200) throw new Error(`launch failed: ${answer.status} ${answer.text}`);
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

const wallet = (path: string, body: Json, key = KEY) =>
  t.http.post(`/wallet/${path}`, body, { headers: { 'x-provider-key': key } });

async function playSession(deposit = 100): Promise<{ player: string; session: string }> {
  const { token } = await fundedPlayer(t, 'USD', deposit);
  return { player: token, session: await launch(token) };
}

describe('the seamless wallet', () => {
  it('refuses a caller without the provider key', async () => {
    const { session } = await playSession(0);
    expect((await wallet('balance', { token: session }, 'wrong-key')).status).toBe(401);
  });

  it('debits a stake once: a repeated transaction id answers the first answer and moves nothing', async () => {
    const { player, session } = await playSession();
    const body = { token: session, transaction_id: txId('bet'), round_id: txId('round'), amount: 250 };
    const first = await wallet('debit', body);
    const again = await wallet('debit', body);
    expect(first.status).toBe(200);
    expect(first.body['data']).toMatchObject({ status: 'ok', balance_minor: 9750, currency: 'USD' });
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceMinor(t, player)).toBe(9750);
  });

  it('debits once when 20 debits with one transaction id arrive at once', async () => {
    const { player, session } = await playSession();
    const body = { token: session, transaction_id: txId('bet'), round_id: txId('round'), amount: 100 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => wallet('debit', body)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await balanceMinor(t, player)).toBe(9900);
  });

  it('refuses a debit larger than the balance and moves nothing', async () => {
    const { player, session } = await playSession(10);
    const answer = await wallet('debit', {
      token: session,
      transaction_id: txId('bet'),
      round_id: txId('round'),
      amount: 1001,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'balance_not_enough' });
    expect(await balanceMinor(t, player)).toBe(1000);
  });

  it('refuses a transaction id reused for another request', async () => {
    const { session } = await playSession();
    const id = txId('bet');
    await wallet('debit', { token: session, transaction_id: id, round_id: txId('round'), amount: 100 });
    const reused = await wallet('debit', {
      token: session,
      transaction_id: id,
      round_id: txId('round'),
      amount: 200,
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ message: 'transaction_id_reused' });
  });

  it('credits a win of the round once and writes bet and win rows to the ledger', async () => {
    const { player, session } = await playSession();
    const round = txId('round');
    await wallet('debit', { token: session, transaction_id: txId('bet'), round_id: round, amount: 100 });
    const win = { token: session, transaction_id: txId('win'), round_id: round, amount: 350 };
    expect((await wallet('credit', win)).body['data']['balance_minor']).toBe(10250);
    expect((await wallet('credit', win)).headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceMinor(t, player)).toBe(10250);
    const history = await t.http.get('/profile/history?limit=5', { token: player });
    const kinds = history.body['data'].map((row: Json) => [row['kind'], row['amount'], row['balance_after']]);
    expect(kinds.slice(0, 2)).toEqual([
      ['win', 3.5, 102.5],
      ['bet', 1, 99],
    ]);
  });

  it('rolls back an unsettled debit once, and refuses the same debit arriving again', async () => {
    const { player, session } = await playSession();
    const bet = { token: session, transaction_id: txId('bet'), round_id: txId('round'), amount: 500 };
    await wallet('debit', bet);
    const undo = {
      token: session,
      transaction_id: txId('rollback'),
      reference_transaction_id: bet.transaction_id,
    };
    const first = await wallet('rollback', undo);
    expect(first.body['data']).toMatchObject({ status: 'rolled_back', balance_minor: 10000 });
    expect((await wallet('rollback', undo)).text).toBe(first.text);
    expect(await balanceMinor(t, player)).toBe(10000);
    const credit = await wallet('credit', { ...bet, transaction_id: txId('win'), amount: 100 });
    expect(credit.body).toEqual({ message: 'round_rolled_back' });
  });

  it('answers a rollback of an unknown debit as not found, and refuses that debit when it comes late', async () => {
    const { player, session } = await playSession();
    const lateId = txId('bet');
    const undo = await wallet('rollback', {
      token: session,
      transaction_id: txId('rollback'),
      reference_transaction_id: lateId,
    });
    expect(undo.status).toBe(200);
    expect(undo.body['data']).toMatchObject({ status: 'not_found', balance_minor: 10000 });
    const late = await wallet('debit', {
      token: session,
      transaction_id: lateId,
      round_id: txId('round'),
      amount: 100,
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'transaction_rolled_back' });
    expect(await balanceMinor(t, player)).toBe(10000);
  });

  it('refuses to roll back a debit whose round is already settled', async () => {
    const { player, session } = await playSession();
    const round = txId('round');
    const bet = { token: session, transaction_id: txId('bet'), round_id: round, amount: 100 };
    await wallet('debit', bet);
    await wallet('credit', { token: session, transaction_id: txId('win'), round_id: round, amount: 0 });
    const undo = await wallet('rollback', {
      token: session,
      transaction_id: txId('rollback'),
      reference_transaction_id: bet.transaction_id,
    });
    expect(undo.status).toBe(409);
    expect(undo.body).toEqual({ message: 'round_settled' });
    expect(await balanceMinor(t, player)).toBe(9900);
  });

  it('takes a stake under the safer-play limits like the originals', async () => {
    const { player, session } = await playSession();
    expect((await setLimit(t, player, 'wager_day', 2)).status).toBe(200);
    const answer = await wallet('debit', {
      token: session,
      transaction_id: txId('bet'),
      round_id: txId('round'),
      amount: 300,
    });
    expect(answer.status).toBe(422);
    expect(answer.body['message']).toBe('limit_exceeded');
  });

  it('refuses money calls on a demo session', async () => {
    const session = await launch(undefined, 'prism-drift', 'demo');
    const answer = await wallet('debit', {
      token: session,
      transaction_id: txId('bet'),
      round_id: txId('r'),
      amount: 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'demo_session' });
  });
});

describe('the launch', () => {
  it('needs a player for play and answers a URL on the provider origin for demo', async () => {
    const play = await t.http.post('/games/launch', {
      slug: 'prism-drift',
      mode: 'play',
      locale: 'en',
      return_url: `${WEB}/games/slots/prism-drift/play`,
    });
    expect(play.status).toBe(401);
    const demo = await t.http.post('/games/launch', {
      slug: 'prism-drift',
      mode: 'demo',
      currency: 'EUR',
      locale: 'br',
      return_url: `${WEB}/games/slots/prism-drift/demo`,
    });
    expect(demo.status).toBe(200);
    const url = new URL(demo.body['data']['url']);
    expect(url.origin).toBe(t.api.providerUrl);
    expect(url.origin).not.toBe(new URL(t.api.url).origin);
    expect(url.searchParams.get('lang')).toBe('br');
    expect(demo.body['data']['currency']).toBe('EUR');
  });

  it('refuses a return URL outside the site and an unknown game', async () => {
    const outside = await t.http.post('/games/launch', {
      slug: 'prism-drift',
      mode: 'demo',
      locale: 'en',
      return_url: 'https://evil.example/',
    });
    expect(outside.status).toBe(422);
    const unknown = await t.http.post('/games/launch', {
      slug: 'no-such-game',
      mode: 'demo',
      locale: 'en',
      return_url: `${WEB}/`,
    });
    expect(unknown.status).toBe(404);
  });

  it('serves the game page and its cover on the provider origin', async () => {
    const session = await launch(undefined, 'sandstone-scroll', 'demo');
    const provider = new HttpClient(t.api.providerUrl);
    const page = await provider.get(
      `/games/sandstone-scroll?token=${session}&lang=ru&origin=${encodeURIComponent(WEB)}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('Крутить');
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${WEB}`);
    const cover = await provider.get('/thumbnails/sandstone-scroll.svg');
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect(cover.text).not.toMatch(/<text|Sandstone Scroll/);
    // The page draws the slot's own art: each symbol, the backdrop and the frame, from the same origin.
    for (const file of ['W.svg', 'S.svg', 'T.svg', 'background.svg', 'frame.svg']) {
      const art = await provider.get(`/art/sandstone-scroll/${file}`);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await provider.get('/art/sandstone-scroll/X.svg')).status).toBe(404);
    expect((await provider.get('/art/no-such-slot/W.svg')).status).toBe(404);
  });
});

describe('lobby lists', () => {
  it('keeps a player’s favourites and the games they launched last', async () => {
    const { token } = await fundedPlayer(t, 'USD', 0);
    await t.http.put('/games/favourites/prism-drift', undefined, { token });
    const both = await t.http.put('/games/favourites/ward-thirteen', undefined, { token });
    expect([...both.body['data']].sort()).toEqual(['prism-drift', 'ward-thirteen']);
    const left = await t.http.request('DELETE', '/games/favourites/ward-thirteen', { token });
    expect(left.body['data']).toEqual(['prism-drift']);
    expect((await t.http.put('/games/favourites/nope', undefined, { token })).status).toBe(404);
    await launch(token, 'prism-drift', 'demo');
    t.clock.advance(1);
    await launch(token, 'moon-howl', 'play');
    const recent = await t.http.get('/games/recent', { token });
    expect(recent.body['data'].map((row: Json) => row['slug'])).toEqual(['moon-howl', 'prism-drift']);
  });

  it('counts a game as recently played whichever list it came from: a launch or a settled bet of an original', async () => {
    const { token } = await fundedPlayer(t, 'USD', 10);
    await launch(token, 'prism-drift', 'demo');
    t.clock.advance(1);
    expect((await placeBet(t, token, 'dice', betBody('dice', 1))).status).toBe(200);
    t.clock.advance(1);
    expect((await placeBet(t, token, 'coinflip', betBody('coinflip', 1))).status).toBe(200);
    t.clock.advance(1);
    // Played again, a game moves back to the front; it is listed once.
    expect((await placeBet(t, token, 'dice', betBody('dice', 1))).status).toBe(200);
    const recent = await t.http.get('/games/recent', { token });
    expect(recent.body['data'].map((row: Json) => row['slug'])).toEqual(['dice', 'coinflip', 'prism-drift']);
  });
});
