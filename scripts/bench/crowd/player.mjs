// One headless player's visit in `pnpm bench:crowd`, step by step with the core's use cases (composed in client.mjs
// over the Node-side adapters, as a native client would): pages through the rendering server, money and bets through
// the API, the bets verified with the core's verifier.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { BetSlip, moneyFromMinor } from '../../../packages/core/src/index.ts';
import { PlaceSportsBet } from '../../../packages/core/src/sportsbook/placeSportsBet.ts';
import { playerPorts } from './client.mjs';

const PASSWORD = 'crowd-pass-1';
const CURRENCY = 'USD';
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'crowd-player' };

/** What went wrong in a step, kept short for the error table. */
const failure = (step, error) =>
  new Error(`${step}: ${typeof error === 'string' ? error : JSON.stringify(error)}`);

/** A page through the rendering server with the player's cookies; the body read whole, as a browser would. */
function openPage(siteUrl, path, cookies, agent) {
  return new Promise((resolve, reject) => {
    const cookie = cookies.header();
    const request = http.get(
      new URL(path, siteUrl),
      { agent, headers: { ...PAGE_HEADERS, ...(cookie && { cookie }) } },
      (response) => {
        cookies.receive(response.headers['set-cookie'] ?? []);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(failure(`GET ${path}`, `status ${response.statusCode}`)),
        );
        response.on('error', reject);
        response.resume();
      },
    );
    request.on('error', reject);
  });
}

/** Runs `work` as the step `name`, recording its time in `record`; a failure is rethrown under the step's name. */
async function timed(record, name, work) {
  const started = performance.now();
  let value;
  try {
    value = await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw message.startsWith(`${name}:`) ? error : new Error(`${name}: ${message}`, { cause: error });
  }
  record(name, performance.now() - started);
  return value;
}

/**
 * One player's visit: the home page as a visitor, a sign-up (the API's registration route), a login, a deposit paid
 * through the API's test route, a player's page, `bets` dice bets, a sportsbook single, then a seed rotation and every
 * dice bet verified with the core's verifier. Resolves with the number of bets placed; a failed step rejects.
 */
export async function playerVisit({ apiUrl, siteUrl, index, runId, bets, apiAgent, siteAgent, record }) {
  const player = playerPorts(apiUrl, siteUrl, apiAgent);
  const { useCases, play, session, cookies } = player;
  const email = `crowd-${runId}-${index}@example.org`;
  await timed(record, 'page (visitor)', () => openPage(siteUrl, '/en', cookies, siteAgent));

  const form = { method: 'email', email, password: PASSWORD, currency: CURRENCY };
  const registered = await timed(record, 'sign up', () => useCases.register.execute(form, 'en'));
  if (!registered.ok) throw failure('sign up', registered.error);
  session.clear();
  const loggedIn = await timed(record, 'log in', () =>
    useCases.logIn.execute(
      { method: 'emailPassword', email, password: PASSWORD },
      { interfaceLocale: 'en', joinVip: false },
    ),
  );
  if (!loggedIn.ok) throw failure('log in', loggedIn.error);

  await timed(record, 'deposit', async () => {
    const billing = await player.ports.billingApi.getBillingData();
    if (!billing.ok) throw failure('billing data', billing.error);
    const method = billing.value.methods.find((one) => !one.crypto) ?? billing.value.methods[0];
    const invoice = await useCases.startDeposit.execute(method, moneyFromMinor(10_000, CURRENCY));
    if (!invoice.ok) throw failure('deposit', invoice.error);
    const paid = await fetch(`${apiUrl}/__dev/invoices/${invoice.value.id}/pay`, { method: 'POST' });
    if (!paid.ok) throw failure('deposit paid', `status ${paid.status}`);
    const profile = await useCases.loadProfile.execute();
    if (!profile.ok) throw failure('profile after deposit', profile.error);
    if (profile.value.balance.minor < 10_000) throw failure('deposit', 'balance not credited');
  });
  // The core's invoice tracker stops once it sees the invoice paid: the visit does not wait for its next look.
  await timed(record, 'page (player)', () => openPage(siteUrl, '/en/games/dice', cookies, siteAgent));

  const placed = [];
  for (let bet = 0; bet < bets; bet += 1) {
    const params = { game: 'dice', targetHundredths: 5050, direction: bet % 2 === 0 ? 'under' : 'over' };
    const answer = await timed(record, 'dice bet', () =>
      play.placeBet.execute(params, moneyFromMinor(10, CURRENCY)),
    );
    if (!answer.ok) throw failure('dice bet', answer.error);
    placed.push(answer.value);
  }

  await timed(record, 'page (betting)', () => openPage(siteUrl, '/en/betting', cookies, siteAgent));
  const sports = await timed(record, 'sports bet', async () => {
    const line = await player.sportsbook.listEvents();
    if (!line.ok) throw failure('sports line', line.error);
    const leg = openLeg(line.value);
    if (!leg) return 0;
    const slip = new BetSlip();
    slip.toggle(leg);
    slip.setStake(100);
    const placeSports = new PlaceSportsBet(player.sportsbook, () => player.ports.randomness.id());
    const answer = await placeSports.execute(slip, CURRENCY, 'always');
    if (!answer.ok) throw failure('sports bet', answer.error);
    return answer.value.kind === 'placed' ? 1 : 0;
  });

  await timed(record, 'verify', async () => {
    const rotation = await useCases.rotateSeeds.execute();
    if (!rotation.ok) throw failure('rotate seeds', rotation.error);
    for (const bet of placed) {
      const revealed = {
        ...bet,
        fairness: { ...bet.fairness, serverSeed: rotation.value.revealed.serverSeed },
      };
      const verified = await play.verifyBet.executeFor(revealed);
      if (!verified.ok) throw failure('verify', verified.error);
      const { commitment, recorded } = verified.value;
      if (commitment.matches !== true || recorded?.matches !== true)
        throw failure('verify', `bet ${bet.id} does not match its record`);
    }
  });
  return { bets: placed.length + sports };
}

/** The first offered selection of an event that takes bets: a single for the slip. */
function openLeg(events) {
  for (const event of events) {
    if (event.suspended || event.status === 'finished') continue;
    for (const market of event.markets ?? []) {
      const selection = market.selections.find((one) => one.odds !== null);
      if (!selection) continue;
      return {
        eventId: event.id,
        marketId: market.id,
        selectionId: selection.id,
        odds: selection.odds,
        eventName: `${event.home} v ${event.away}`,
        marketName: market.key,
        selectionName: selection.outcome,
      };
    }
  }
  return null;
}
