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

/** As long as a page may take, from the moment it is asked for (waiting for a free connection included). */
const PAGE_TIMEOUT_MS = 30_000;

/** A page through the rendering server with the player's cookies; the body read whole, as a browser would. */
function askPage(siteUrl, path, cookies, agent) {
  return new Promise((resolve, reject) => {
    const cookie = cookies.header();
    const request = http.get(
      new URL(path, siteUrl),
      {
        agent,
        headers: { ...PAGE_HEADERS, ...(cookie && { cookie }) },
        signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
      },
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
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
  });
}

/**
 * `askPage`, asked once more when a kept-alive connection was closed by the server as the request went out (its idle
 * timeout and the request crossing on the wire): what a browser does, and what Node's documentation advises. Only a
 * reused connection's reset is asked again, and each time is counted (`onRetry`); any other failure is the player's.
 */
function openPage(siteUrl, path, cookies, agent, onRetry) {
  return askPage(siteUrl, path, cookies, agent).catch((error) => {
    if (!error.reusedSocket || !['ECONNRESET', 'EPIPE'].includes(error.code)) throw error;
    onRetry();
    return askPage(siteUrl, path, cookies, agent);
  });
}

/**
 * Runs `work` as the step `name`, recording its time in `record` and the step the player is in on `progress` (so a
 * player still out when the crowd's time is up says where); a failure is rethrown under the step's name.
 */
async function timed(record, name, work, progress) {
  if (progress) progress.step = name;
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
export async function playerVisit({
  apiUrl,
  siteUrl,
  index,
  runId,
  bets,
  apiAgent,
  siteAgent,
  record,
  progress,
  onPageRetry,
}) {
  const player = playerPorts(apiUrl, siteUrl, apiAgent);
  const { useCases, play, session, cookies } = player;
  const step = (name, work) => timed(record, name, work, progress);
  const page = (path) => openPage(siteUrl, path, cookies, siteAgent, onPageRetry);
  const email = `crowd-${runId}-${index}@example.org`;
  await step('page (visitor)', () => page('/en'));

  const form = { method: 'email', email, password: PASSWORD, currency: CURRENCY };
  const registered = await step('sign up', () => useCases.register.execute(form, 'en'));
  if (!registered.ok) throw failure('sign up', registered.error);
  session.clear();
  const loggedIn = await step('log in', () =>
    useCases.logIn.execute(
      { method: 'emailPassword', email, password: PASSWORD },
      { interfaceLocale: 'en', joinVip: false },
    ),
  );
  if (!loggedIn.ok) throw failure('log in', loggedIn.error);

  await step('deposit', async () => {
    const billing = await player.ports.billingApi.getBillingData();
    if (!billing.ok) throw failure('billing data', billing.error);
    const method = billing.value.methods.find((one) => !one.crypto) ?? billing.value.methods[0];
    const invoice = await useCases.startDeposit.execute(method, moneyFromMinor(10_000, CURRENCY));
    if (!invoice.ok) throw failure('deposit', invoice.error);
    // Paid through the API's test route, over the same keep-alive connections as the player's other calls.
    const paid = await player.http.post(`/__dev/invoices/${invoice.value.id}/pay`).then(
      (answer) => answer.status,
      (error) => error.response?.status ?? error.message,
    );
    if (paid !== 200) throw failure('deposit paid', typeof paid === 'number' ? `status ${paid}` : paid);
    const profile = await useCases.loadProfile.execute();
    if (!profile.ok) throw failure('profile after deposit', profile.error);
    if (profile.value.balance.minor < 10_000) throw failure('deposit', 'balance not credited');
  });
  // The core's invoice tracker stops once it sees the invoice paid: the visit does not wait for its next look.
  await step('page (player)', () => page('/en/games/dice'));

  const placed = [];
  for (let bet = 0; bet < bets; bet += 1) {
    const params = { game: 'dice', targetHundredths: 5050, direction: bet % 2 === 0 ? 'under' : 'over' };
    const answer = await step('dice bet', () => play.placeBet.execute(params, moneyFromMinor(10, CURRENCY)));
    if (!answer.ok) throw failure('dice bet', answer.error);
    placed.push(answer.value);
  }

  await step('page (betting)', () => page('/en/betting'));
  const sports = await step('sports bet', async () => {
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

  await step('verify', async () => {
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
