import {
  wireInvoiceFactory,
  wireMethodFactory,
  wireTournamentFactory,
  wireUserFactory,
} from '../support/wireFactories.ts';
import { wireBetFactory } from '../support/gameWireAnswers.ts';
import {
  wireCaseFactory,
  wireHiloRoundFactory,
  wireMinerRoundFactory,
  wireOpeningFactory,
} from '../support/roundWireAnswers.ts';
import { wireMovementFactory, wireWithdrawalFactory } from '../support/moneyWireAnswers.ts';
import { wireSportEventFactory, wireSportsBetFactory } from '../support/sportsWireAnswers.ts';

/**
 * A well-formed answer for every schema in src/http/schemas, by `<file>.<export>`: the starting point the property
 * tests mutate, so hostile values reach every field and not only the top of an answer.
 */
/** The active pair as the API answers it, with its next commitment (contract "Seed pair"). */
const activePairWire = (nonce: number) => ({
  server_seed_hashed: 'c'.repeat(64),
  client_seed: 'seed',
  nonce,
  client_seed_origin: 'player',
  next_server_seed_hashed: 'f'.repeat(64),
});

export const WIRE_SAMPLES: Readonly<Record<string, unknown>> = {
  'attribution.utmAnswerSchema': { advId: 'adv-1', promo: { type: 'deposit', value: 100 } },
  'auth.loginAnswerSchema': { success: true, token: 'access', sso: 'https://sso.mirror.example/start' },
  'auth.resetTokenSchema': { data: { reset_token: 'reset' } },
  'auth.socialLoginUrlSchema': { url: 'https://api.casino.example/social/google/consent?state=1' },
  'auth.refreshAnswerSchema': { access_token: 'access' },
  'billing.billingDataSchema': {
    data: {
      payments: { methods: [wireMethodFactory.build()], bonus: { name: 'Welcome' } },
      'crypto-payments': [wireMethodFactory.build({ crypto: true, preset: null, min_amount: null })],
      'crypto-payouts': [],
    },
  },
  'billing.invoiceSchema': { data: wireInvoiceFactory.build() },
  'billing.invoiceStatusSchema': { data: { status: 3 } },
  'gameLaunch.gameLaunchSchema': {
    data: { url: 'http://localhost:8790/games/prism-drift?token=ab', mode: 'demo', currency: 'USD' },
  },
  'gameLaunch.favouritesSchema': { data: ['prism-drift', 'ward-thirteen'] },
  'gameLaunch.recentGamesSchema': { data: [{ slug: 'prism-drift', played_at: '2026-03-01T12:00:00.000Z' }] },
  'bonus.bonusActivationsSchema': { data: [{ name: 'Welcome', expires_in: 3600 }] },
  'bonus.takenPromoSchema': { data: { name: 'Welcome', expires_in: 3600 } },
  'bonus.promoBonusSchema': { data: { code: 'WELCOME100', name: 'Welcome', description: '100% bonus' } },
  'bonus.bonusProgressSchema': {
    data: { amount: 100, currency: 'RUB', wagered: 150.5, required: 2000, expires_in: 86_400 },
  },
  'bonus.welcomePacksSchema': {
    data: [{ id: 1, publicTitle: 'Pack', steps: [{ title: 'First', percent: 100, free_spins: 50 }] }],
  },
  'bonus.freeSpinsSchema': {
    data: [{ id: 1, game: { id: 'dice' }, count: 10, expiration_at: '2030-01-01' }],
  },
  'bonus.freeSpinsCampaignSchema': {
    data: { id: 1, title: 'Spins', game_id: 7, spins: 10, expiration_at: '2030-01-01T00:00:00Z' },
  },
  'common.idSchema': 7,
  'common.currencySchema': 'KZT',
  'common.amountSchema': 1500.5,
  'common.optionalString': null,
  'common.successSchema': { success: true },
  'content.gamesSchema': {
    data: [
      {
        id: 1,
        slug: 'dice',
        title: 'Dice',
        category: 'originals',
        provider: 'House',
        image: 'https://api.casino.example/static/games/dice.svg',
        has_demo: true,
      },
    ],
  },
  'content.tournamentsSchema': { data: [wireTournamentFactory.build()] },
  'content.tournamentAnswerSchema': { data: wireTournamentFactory.build() },
  'content.topSchema': { data: [{ place: 1, name: 'Ann', game: 'Dice', win: 250.5, currency: 'EUR' }] },
  'content.faqSchema': { data: [{ id: 'q1', question: 'How?', answer: 'Like <b>this</b>.' }] },
  'content.seoSchema': {
    data: { title: 'Casino', description: 'Play', keywords: 'dice', text: '<p>Hello</p>' },
  },
  'content.vipLevelsSchema': {
    data: [
      {
        level: 1,
        name: 'Bronze',
        min_deposit: 1000,
        min_deposits: { RUB: 1000, USD: 10 },
        cashback_percent: 5,
      },
    ],
  },
  'vip.vipStatusAnswerSchema': {
    data: {
      member: true,
      currency: 'RUB',
      deposits: 60000,
      level: { level: 2, name: 'Silver', cashback_percent: 5, min_deposit: 50000 },
      next_level: { level: 3, name: 'Gold', cashback_percent: 7, min_deposit: 250000, left: 190000 },
      last_cashback: { week: '2026-02-23', amount: 12.5, paid_at: '2026-03-02T12:00:00.000Z' },
      next_cashback_at: '2026-03-09T00:00:00.000Z',
    },
  },
  'errorBody.errorBodySchema': {
    message: 'validation',
    errors: { email: ['invalid_email'] },
    params: { max: 5 },
  },
  'games.seedStateSchema': {
    data: {
      current: activePairWire(4),
      previous: {
        server_seed_hashed: 'd'.repeat(64),
        client_seed: 'old',
        nonce: 9,
        server_seed: 'e'.repeat(64),
      },
    },
  },
  'games.rotationSchema': {
    data: {
      revealed: {
        server_seed_hashed: 'd'.repeat(64),
        client_seed: 'old',
        nonce: 9,
        server_seed: 'e'.repeat(64),
      },
      current: activePairWire(0),
    },
  },
  'games.pairAnswerSchema': { data: activePairWire(4) },
  'games.betAnswerSchema': { data: wireBetFactory.build() },
  'rounds.roundAnswerSchema': { data: wireMinerRoundFactory.build() },
  'rounds.currentRoundSchema': { data: wireHiloRoundFactory.build() },
  'rounds.caseListSchema': { data: [wireCaseFactory.build()] },
  'rounds.openingAnswerSchema': { data: wireOpeningFactory.build() },
  'games.betPageSchema': {
    data: [
      wireBetFactory.build({ balance: null }),
      wireBetFactory.build({
        game: 'roulette',
        balance: null,
        params: { chips: [{ kind: 'red', numbers: [1, 3, 5], amount: 1.5 }] },
        outcome: { pocket: 0 },
      }),
    ],
    next_cursor: 'c2',
  },
  'geo.geoAnswerSchema': { data: { data: { ip: '10.0.0.1', country_code: 'KZ', region: 'KZ' } } },
  'geo.mirrorAnswerSchema': {
    redirect: { newLink: 'https://new.mirror.example' },
    meta_yandex_verification: null,
    sso: 'https://sso.mirror.example/start',
  },
  'geo.mirrorRedirectAnswerSchema': { redirect: { newLink: 'https://new.mirror.example' }, oldDomain: null },
  'profile.settingsAnswerSchema': { success: true },
  'siteSettings.siteSettingsAnswerSchema': {
    data: {
      revshare_service_frontend_url: 'https://partners.casino.example/',
      telegram_channel_url: 'https://t.me/casino',
    },
  },
  'user.userSchema': wireUserFactory.build(),
  'verification.identityCheckSchema': {
    status: 'failed',
    reason: 'The photo is blurred',
    documents: [
      {
        id: 3,
        kind: 'passport',
        file_name: 'passport.png',
        size: 48_213,
        created_at: '2026-11-28T10:00:00Z',
      },
    ],
  },
  'money.withdrawalAnswerSchema': { data: wireWithdrawalFactory.build() },
  'money.withdrawalListSchema': { data: wireWithdrawalFactory.buildList(2) },
  'money.historyPageSchema': {
    data: [
      wireMovementFactory.build(),
      wireMovementFactory.build({ kind: 'bet', bet_id: 5, balance_after: null }),
      wireMovementFactory.build({
        kind: 'tournament_prize',
        tournament: { id: 7, place: 2, title: 'Dice Duel' },
      }),
    ],
    next_cursor: 'c2',
  },
  'money.historyCsvSchema': 'created_at,kind,amount,currency,balance_after,status,bet_id\r\n',
  'money.saferPlaySchema': {
    data: {
      limits: [
        { kind: 'deposit_day', value: 100.5, pending: { value: null, effective_at: '2030-01-02T00:00:00Z' } },
        { kind: 'session_minutes', value: 60, pending: null },
      ],
      exclusion: { kind: 'time_out', ends_at: '2030-01-08T00:00:00Z' },
    },
  },
  'money.limitAnswerSchema': { data: { kind: 'loss_week', value: 50, pending: null } },
  'money.breakAnswerSchema': { data: { kind: 'self_exclusion', ends_at: '2030-07-01T00:00:00Z' } },
  'sports.sportEventSchema': wireSportEventFactory.build(),
  'sports.sportsBetSchema': wireSportsBetFactory.build(),
  'sports.eventAnswerSchema': { data: wireSportEventFactory.build() },
  'sports.eventListSchema': { data: wireSportEventFactory.buildList(2) },
  'sports.betListSchema': { data: wireSportsBetFactory.buildList(2) },
  'sports.placedAnswerSchema': { data: { bet: wireSportsBetFactory.build(), balance: 40 } },
  'sports.refusedAnswerSchema': {
    message: 'odds_changed',
    legs: [{ selection_id: '7:1x2:home', odds: 190, version: 4 }],
  },
};

/**
 * A well-formed snapshot of the live socket (docs/contract.md, "Live games"; parsed by src/live/liveFrames.ts, not a
 * schema of src/http/schemas): the start the live frames' property tests mutate, its crash table's pace included.
 */
export const LIVE_SNAPSHOT_SAMPLE = {
  type: 'snapshot',
  server_now: 1_700_000_000_000,
  crash: {
    round: {
      id: 7,
      phase: 'running',
      betting_ends_at: 1_699_999_994_000,
      started_at: 1_700_000_000_000,
      crash: null,
      hash: null,
    },
    bets: [],
    history: [{ round_id: 6, crash: 186, hash: 'b'.repeat(64), status: 'busted', refunds: 0 }],
    salt: 'salt',
    salt_seeds: [],
    seeding: null,
    terminating_hash: 'a'.repeat(64),
    growth_per_ms: 0.0002,
  },
  rooms: [],
  balance_minor: null,
  feed: { plays: [], big_wins: [] },
};
