// One headless player of `pnpm bench:crowd`, written with the core's use cases over the Node-side adapters (the core
// reused outside the browser, as a native client would): the HTTP adapters of the site, a cookie jar, a location and
// modals kept in memory (packages/adapters/src/node), and no-ops where only a browser has something.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  BetSlip,
  createPlayUseCases,
  createUseCases,
  moneyFromMinor,
  Session,
} from '../../../packages/core/src/index.ts';
import {
  CryptoRandomness,
  resolveApiBases,
  SystemClock,
  WebCryptoDigests,
} from '../../../packages/adapters/src/index.ts';
import { AxiosBillingApi, AxiosMoneyApi } from '../../../packages/adapters/src/http/cashier.ts';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosGeoApi,
  AxiosMirrorApi,
  AxiosProfileApi,
  AxiosSiteSettingsApi,
  createHttpClient,
} from '../../../packages/adapters/src/http/client.ts';
import { AxiosGamesApi, AxiosRoundsApi } from '../../../packages/adapters/src/http/games.ts';
import { AxiosBonusApi } from '../../../packages/adapters/src/http/bonuses.ts';
import { AxiosSportsbookApi } from '../../../packages/adapters/src/http/AxiosSportsbookApi.ts';
import {
  ClientCookies,
  MemoryNavigation,
  UnseenModals,
  clientEnvironment,
} from '../../../packages/adapters/src/node/index.ts';
import {
  ServerAnalytics,
  ServerCaptcha,
  ServerFingerprint,
  ServerLiveChannel,
  ServerPopup,
  ServerSessionChannel,
  ServerSupportChat,
} from '../../../packages/adapters/src/server/index.ts';
import { PlaceSportsBet } from '../../../packages/core/src/sportsbook/placeSportsBet.ts';

const PASSWORD = 'crowd-pass-1';
const CURRENCY = 'USD';
const SILENT = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'crowd-player' };

/** What went wrong in a step, kept short for the error table. */
const failure = (step, error) =>
  new Error(`${step}: ${typeof error === 'string' ? error : JSON.stringify(error)}`);

/** The core's ports for one player, over its own HTTP client and cookies. */
function playerPorts(apiUrl, siteUrl, agent) {
  const cookies = new ClientCookies();
  const session = new Session(cookies.jar);
  const clock = new SystemClock();
  const http = createHttpClient({
    baseUrl: apiUrl,
    getToken: () => session.token,
    getLocale: () => 'en',
    getRegion: () => null,
    clock,
    refresher: { accessTokenAfter401: () => Promise.resolve(null) },
    headers: { 'user-agent': 'crowd-player' },
  });
  http.defaults.httpAgent = agent;
  const bases = resolveApiBases({ VITE_API_URL: apiUrl }, { protocol: 'http:', hostname: 'localhost' });
  const playerCurrency = () => session.user?.currency ?? null;
  const site = new URL(siteUrl);
  const ports = {
    authApi: new AxiosAuthApi(http),
    profileApi: new AxiosProfileApi(http),
    attributionApi: new AxiosAttributionApi(http),
    bonusApi: new AxiosBonusApi(http),
    billingApi: new AxiosBillingApi(http),
    mirrorApi: new AxiosMirrorApi(http),
    geoApi: new AxiosGeoApi(http),
    siteSettingsApi: new AxiosSiteSettingsApi(http),
    gamesApi: new AxiosGamesApi(http, { bases: bases.games, playerCurrency }),
    roundsApi: new AxiosRoundsApi(http, { bases: bases.games, playerCurrency }),
    moneyApi: new AxiosMoneyApi(http, { playerCurrency }),
    cookies: cookies.jar,
    session,
    modals: new UnseenModals(),
    navigation: new MemoryNavigation(siteUrl, '/en'),
    environment: clientEnvironment(site.host, 'crowd-player'),
    clock,
    analytics: new ServerAnalytics(),
    captcha: new ServerCaptcha(),
    fingerprint: new ServerFingerprint(),
    popup: new ServerPopup(),
    logger: SILENT,
    supportChat: new ServerSupportChat(false),
    randomness: new CryptoRandomness(globalThis.crypto),
    digests: new WebCryptoDigests(globalThis.crypto.subtle),
    sessionChannel: new ServerSessionChannel(),
    channel: new ServerLiveChannel(),
    refreshLocks: undefined,
    urlPolicy: { allowedHosts: ['localhost', '127.0.0.1'], allowHttp: true },
    restrictedGamesHost: null,
  };
  const useCases = createUseCases(ports);
  const play = createPlayUseCases({ ...ports, loadProfile: useCases.loadProfile, gameLaunchApi: null });
  return { cookies, session, http, useCases, play, sportsbook: new AxiosSportsbookApi(http), ports };
}

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
