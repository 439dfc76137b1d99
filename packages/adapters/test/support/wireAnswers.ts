import type { CallCase } from './callCase.ts';
import { GAME_CALL_CASES } from './gameWireAnswers.ts';
import { ROUND_CALL_CASES } from './roundWireAnswers.ts';
import { wireMovementFactory, wireWithdrawalFactory } from './moneyWireAnswers.ts';
import {
  wireInvoiceFactory,
  wireMethodFactory,
  wireTournamentFactory,
  wireUserFactory,
} from './wireFactories.ts';

const success = { success: true };
const loginAnswer = { success: true, token: 'access', refresh_token: 'refresh', sso: null };
const rub = { minor: 100_00, currency: 'RUB' } as const;

function successCase(name: string, call: CallCase['call']): CallCase {
  return { name, call, valid: success, required: ['success'], wrongType: 'yes' };
}

function loginCase(name: string, call: CallCase['call']): CallCase {
  return { name, call, valid: loginAnswer, required: ['token'], wrongType: 42 };
}

/** Every call of §7 and the content calls of the contract. */
export const CALL_CASES: readonly CallCase[] = [
  loginCase('auth.registerByEmail', ({ auth }) =>
    auth.registerByEmail({ email: 'a@b.test', password: 'secret123', currency: 'RUB' }),
  ),
  loginCase('auth.registerByPhone', ({ auth }) =>
    auth.registerByPhone({ phone: '+70001234567', password: 'secret123', currency: 'KZT' }),
  ),
  loginCase('auth.loginByEmailPassword', ({ auth }) => auth.loginByEmailPassword('a@b.test', 'secret123')),
  loginCase('auth.loginByEmailCode', ({ auth }) => auth.loginByEmailCode('a@b.test', '1234')),
  loginCase('auth.loginByPhonePassword', ({ auth }) =>
    auth.loginByPhonePassword('+70001234567', 'secret123'),
  ),
  loginCase('auth.loginByPhoneCode', ({ auth }) => auth.loginByPhoneCode('+70001234567', '1234', true)),
  successCase('auth.requestPhoneLoginCode', ({ auth }) => auth.requestPhoneLoginCode('+70001234567')),
  successCase('auth.requestEmailLoginCode', ({ auth }) => auth.requestEmailLoginCode('a@b.test')),
  successCase('auth.resendPhoneCode', ({ auth }) => auth.resendPhoneCode('+70001234567')),
  successCase('auth.resendPhoneLoginCodeBySms', ({ auth }) => auth.resendPhoneLoginCodeBySms('+70001234567')),
  successCase('auth.resendEmailLoginCode', ({ auth }) => auth.resendEmailLoginCode('a@b.test')),
  successCase('auth.resendEmailVerification', ({ auth }) => auth.resendEmailVerification('a@b.test')),
  successCase('auth.verifyEmailCode', ({ auth }) => auth.verifyEmailCode('1234')),
  successCase('auth.verifyPhoneCode', ({ auth }) => auth.verifyPhoneCode('1234')),
  successCase('auth.forgotPasswordByEmail', ({ auth }) => auth.forgotPasswordByEmail('a@b.test')),
  {
    name: 'auth.confirmEmailResetCode',
    call: ({ auth }) => auth.confirmEmailResetCode('a@b.test', '1234', 'captcha-token'),
    valid: { data: { reset_token: 'reset' } },
    required: ['data', 'reset_token'],
    wrongType: 7,
  },
  successCase('auth.confirmEmailResetToken', ({ auth }) => auth.confirmEmailResetToken('reset')),
  successCase('auth.checkEmailResetToken', ({ auth }) => auth.checkEmailResetToken('reset')),
  successCase('auth.resetPasswordByToken', ({ auth }) =>
    auth.resetPasswordByToken('reset', 'new12345', 'new12345'),
  ),
  successCase('auth.resetPasswordByCode', ({ auth }) =>
    auth.resetPasswordByCode('a@b.test', '1234', 'new12345', 'new12345', 'captcha-token'),
  ),
  successCase('auth.forgotPasswordByPhone', ({ auth }) => auth.forgotPasswordByPhone('+70001234567')),
  {
    name: 'auth.confirmPhoneResetCode',
    call: ({ auth }) => auth.confirmPhoneResetCode('+70001234567', '1234', 'captcha-token'),
    valid: { data: { reset_token: 'reset' } },
    required: ['data', 'reset_token'],
    wrongType: null,
  },
  successCase('auth.resetPasswordByPhone', ({ auth }) =>
    auth.resetPasswordByPhone('reset', 'new12345', 'new12345'),
  ),
  successCase('auth.checkPhoneResetToken', ({ auth }) => auth.checkPhoneResetToken('reset')),
  successCase('auth.setPassword', ({ auth }) => auth.setPassword('new12345', 'new12345')),
  {
    name: 'auth.socialLogin',
    call: ({ auth }) =>
      auth.socialLogin({ provider: 'google', origin: 'http://localhost:5173', fppEncrypted: 'c2VhbGVk' }),
    valid: { url: 'http://127.0.0.1/social/google/consent?state=1' },
    required: ['url'],
    wrongType: ['http://x'],
  },
  successCase('auth.sendLoginData', ({ auth }) => auth.sendLoginData('a@b.test')),
  successCase('auth.logout', ({ auth }) => auth.logout('access')),
  {
    name: 'auth.refreshToken',
    call: ({ auth }) => auth.refreshToken(),
    valid: { access_token: 'access' },
    required: ['access_token'],
    wrongType: { token: 'x' },
  },
  {
    name: 'profile.getUser',
    call: ({ profile }) => profile.getUser(),
    valid: { data: wireUserFactory.build() },
    required: ['data', 'balance'],
    wrongType: '1500.50',
  },
  {
    name: 'profile.updateSettings',
    call: ({ profile }) => profile.updateSettings({ locale: 'en' }),
    valid: success,
    required: ['success'],
    wrongType: 1,
  },
  successCase('profile.updatePassword', ({ profile }) =>
    profile.updatePassword('old12345', 'new12345', 'new12345'),
  ),
  successCase('profile.joinVip', ({ profile }) => profile.joinVip()),
  {
    name: 'money.getHistory',
    call: ({ money }) => money.getHistory({ kind: 'deposit', limit: 20 }),
    valid: { data: [wireMovementFactory.build()], next_cursor: null },
    required: ['data', 0, 'kind'],
    wrongType: 'jackpot',
  },
  {
    name: 'money.cancelWithdrawal',
    call: ({ money }) => money.cancelWithdrawal('7'),
    valid: { data: wireWithdrawalFactory.build({ status: 'cancelled' }) },
    required: ['data', 'status'],
    wrongType: 'lost',
  },
  {
    name: 'money.getSaferPlay',
    call: ({ money }) => money.getSaferPlay(),
    valid: { data: { limits: [{ kind: 'loss_day', value: 50, pending: null }], exclusion: null } },
    required: ['data', 'limits', 0, 'kind'],
    wrongType: 'loss_year',
  },
  {
    name: 'money.takeBreak',
    call: ({ money }) => money.takeBreak({ kind: 'time_out', period: 'week', password: 'secret123' }),
    valid: { data: { kind: 'time_out', ends_at: '2030-01-08T00:00:00Z' } },
    required: ['data', 'ends_at'],
    wrongType: 'next week',
  },
  successCase('attribution.attachSource', ({ attribution }) =>
    attribution.attachSource({
      stag: 's',
      promo: null,
      partnerId: null,
      advId: null,
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: null,
    }),
  ),
  successCase('attribution.affiliate', ({ attribution }) => attribution.affiliate({ stag: 's' })),
  successCase('attribution.reportClientIp', ({ attribution }) =>
    attribution.reportClientIp({ host: 'casino.test', userAgent: 'UA' }),
  ),
  successCase('attribution.registerPageOpen', ({ attribution }) =>
    attribution.registerPageOpen({ subH: 'h', uuid: 'fp', clickUrl: 'https://casino.test/?subH=h' }),
  ),
  {
    name: 'attribution.utm',
    call: ({ attribution }) => attribution.utm({ utm_source: 'x' }),
    valid: { advId: 'adv-1', promo: { type: 'deposit', value: '100' } },
    required: ['promo', 'type'],
    wrongType: 5,
  },
  {
    name: 'geo.geoIp',
    call: ({ geo }) => geo.geoIp(),
    valid: { data: { data: { ip: '203.0.113.1', country_code: 'KZ', region: 'KZ' } } },
    required: ['data', 'data', 'region'],
    wrongType: 'EU',
  },
  {
    name: 'mirror.getMirror',
    call: ({ mirror }) => mirror.getMirror(),
    valid: { redirect: { newLink: null }, meta_yandex_verification: null, sso: null },
    required: ['redirect'],
    wrongType: 'https://new.casino.test',
  },
  {
    name: 'mirror.mirrorRedirect',
    call: ({ mirror }) => mirror.mirrorRedirect('old.casino.test'),
    valid: { redirect: { newLink: 'https://new.casino.test' }, oldDomain: 'old.casino.test' },
    required: ['redirect', 'newLink'],
    wrongType: true,
  },
  successCase('mirror.reportMirror', ({ mirror }) => mirror.reportMirror('casino.test')),
  {
    name: 'billing.getBillingData',
    call: ({ billing }) => billing.getBillingData(),
    valid: {
      data: {
        payments: { methods: [wireMethodFactory.build()], bonus: null },
        'crypto-payments': [],
        'crypto-payouts': [],
      },
    },
    required: ['data', 'payments', 'methods', 0, 'currency'],
    wrongType: 'DOGE',
  },
  {
    name: 'billing.createInvoice',
    call: ({ billing }) => billing.createInvoice('method-1', rub),
    valid: { data: wireInvoiceFactory.build() },
    required: ['data', 'amount'],
    wrongType: 1000.005,
  },
  {
    name: 'billing.getPaymentStatus',
    call: ({ billing }) => billing.getPaymentStatus('1'),
    valid: { data: { status: 3 } },
    required: ['data', 'status'],
    wrongType: 'paid',
  },
  {
    name: 'bonus.waitingRegAndDep',
    call: ({ bonus }) => bonus.waitingRegAndDep(),
    valid: { data: [{ name: 'First deposit', expires_in: 3600 }] },
    required: ['data', 0, 'expires_in'],
    wrongType: 'soon',
  },
  {
    name: 'bonus.promoBonus',
    call: ({ bonus }) => bonus.promoBonus('WELCOME100'),
    valid: { data: { code: 'WELCOME100', name: '100%', description: 'Doubles the first deposit' } },
    required: ['data', 'code'],
    wrongType: 100,
  },
  {
    name: 'bonus.welcomePacksGuest',
    call: ({ bonus }) => bonus.welcomePacksGuest(),
    valid: {
      data: [{ id: 1, publicTitle: 'Pack', steps: [{ title: 'Step 1', percent: 100, free_spins: 50 }] }],
    },
    required: ['data', 0, 'publicTitle'],
    wrongType: { ru: 'Pack' },
  },
  {
    name: 'freeSpins.list',
    call: ({ freeSpins }) => freeSpins.list(),
    valid: { data: [{ id: 1, game: { id: 9 }, count: 10, expiration_at: '2030-01-01T00:00:00Z' }] },
    required: ['data', 0, 'game'],
    wrongType: 9,
  },
  {
    name: 'freeSpins.campaign',
    call: ({ freeSpins }) => freeSpins.campaign('1'),
    valid: { data: { id: 1, title: 'Spins', game_id: 9, spins: 20, expiration_at: '2030-01-01T00:00:00Z' } },
    required: ['data', 'spins'],
    wrongType: 'twenty',
  },
  successCase('freeSpins.cancel', ({ freeSpins }) => freeSpins.cancel('1')),
  {
    name: 'content.games',
    call: ({ content }) => content.games('originals'),
    valid: {
      data: [
        {
          id: 1,
          slug: 'crash',
          title: 'Crash',
          category: 'originals',
          provider: 'house',
          image: null,
          has_demo: true,
        },
      ],
    },
    required: ['data', 0, 'slug'],
    wrongType: null,
  },
  {
    name: 'content.tournaments',
    call: ({ content }) => content.tournaments('active'),
    valid: { data: [wireTournamentFactory.build()] },
    required: ['data', 0, 'prize_pool'],
    wrongType: '100000',
  },
  {
    name: 'content.tournament',
    call: ({ content }) => content.tournament('1'),
    valid: { data: wireTournamentFactory.build() },
    required: ['data', 'leaders'],
    wrongType: 'none',
  },
  {
    name: 'content.top',
    call: ({ content }) => content.top(),
    valid: { data: [{ place: 1, name: 'Winner', game: 'crash', win: 5000, currency: 'KZT' }] },
    required: ['data', 0, 'currency'],
    wrongType: 'XYZ',
  },
  {
    name: 'content.faq',
    call: ({ content }) => content.faq('kz'),
    valid: { data: [{ id: 1, question: 'Q?', answer: 'A.' }] },
    required: ['data', 0, 'answer'],
    wrongType: ['A.'],
  },
  {
    name: 'content.seo',
    call: ({ content }) => content.seo('home', 'en'),
    valid: { data: { title: 'T', description: 'D', keywords: 'k', text: '<p>x</p>' } },
    required: ['data', 'title'],
    wrongType: 0,
  },
  {
    name: 'content.vipLevels',
    call: ({ content }) => content.vipLevels(),
    valid: { data: [{ level: 1, name: 'Bronze', min_deposit: 0, cashback_percent: 1 }] },
    required: ['data', 0, 'level'],
    wrongType: 'one',
  },
  ...GAME_CALL_CASES,
  ...ROUND_CALL_CASES,
];
