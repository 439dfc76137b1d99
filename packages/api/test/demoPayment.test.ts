import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber, demoPhoneNumber, passesLuhn } from '../src/payments/demoRecipients.ts';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';

/** The random digits drawn by fast-check, so a failing case replays from its seed (not the crypto source's). */
const drawnDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
  .map((drawn) => {
    let at = 0;
    return () => drawn[at++ % drawn.length] as number;
  });

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('the payment stand-in shows nothing anyone could pay for real (issue 34)', () => {
  it('knows the Luhn check: real test numbers pass, one changed digit fails', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555 5555 5555 4444')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
  });

  it('gives card numbers that start with 0, a range no card scheme is issued, and fail the Luhn check', () => {
    fc.assert(
      fc.property(drawnDigits, (next) => {
        const card = demoCardNumber(next);
        expect(card).toMatch(/^0000 0\d{3} \d{4} \d{4}$/);
        expect(passesLuhn(card)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('gives phone numbers in ranges reserved for fiction: 555-01xx for dollars, Ofcom’s drama range otherwise', () => {
    for (let run = 0; run < 50; run += 1) {
      expect(demoPhoneNumber('USD')).toMatch(/^\+1 202 555 01\d{2}$/);
      for (const currency of ['RUB', 'KZT', 'EUR', 'INR']) {
        expect(demoPhoneNumber(currency)).toMatch(/^\+44 7700 900\d{3}$/);
      }
    }
  });

  it('never gives a number of the +7 zone that Russia and Kazakhstan share, nor one a +7 or 8 dialler would reach', () => {
    fc.assert(
      fc.property(fc.constantFrom('RUB', 'KZT', 'USD', 'EUR', 'INR'), drawnDigits, (currency, next) => {
        const phone = demoPhoneNumber(currency, next);
        const digits = phone.replace(/\D/g, '');
        expect(phone.startsWith('+7')).toBe(false);
        // Dialled at home in RU or KZ, a number is 8 or 7 and ten digits; these have 11 or 12 digits after another code.
        expect(/^(7|8)\d{10}$/.test(digits)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  const CASES = [
    { lang: 'ru', demo: 'Демонстрация', card: 'Это не настоящая карта', phone: 'Это не настоящий телефон' },
    { lang: 'en', demo: 'Demonstration', card: 'Not a real card', phone: 'Not a real phone' },
    { lang: 'kz', demo: 'Демонстрация', card: 'Бұл нақты карта емес', phone: 'Бұл нақты телефон емес' },
    { lang: 'br', demo: 'Demonstração', card: 'Não é um cartão real', phone: 'Não é um telefone real' },
  ];
  for (const { lang, demo, card, phone } of CASES) {
    it(`says on the ${lang} invoice and its page that it is a demonstration, beside the card and the phone`, async () => {
      const player = await registerPlayer(t.http);
      const methods = (await t.http.get('/api/v2/billing/data', { token: player.token })).body['data'][
        'payments'
      ]['methods'] as { hash: string; kind: string }[];
      for (const kind of ['card', 'phone'] as const) {
        const method = methods.find((one) => one.kind === kind);
        const invoice = (
          await t.http.post(
            '/api/v2/billing/payment',
            { method: method?.hash, amount: 1000 },
            { token: player.token },
          )
        ).body['data'];
        expect(invoice.demo).toBe(true);
        const link = new URL(invoice.pay_url);
        const page = await t.http.get(`${link.pathname}?lang=${lang}`);
        expect(page.text).toMatch(new RegExp(`<p class="demo" role="note">${demo}`));
        const number = kind === 'card' ? invoice.card.card_number : invoice.card.phone_number;
        expect(page.text).toContain(`${number}<br><small>${kind === 'card' ? card : phone}`);
      }
    });
  }
});
