import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTO_PAYOUT_MAX_MINOR } from '../../packages/api/src/withdrawals/payoutRules.ts';
import { DEFAULT_PAYOUT_COOLING_SECONDS } from '../../packages/api/src/operator/backOfficeConfig.ts';
import { SEED_FAQ } from '../../packages/api/src/seed/faq.ts';
import { autoPayoutMax, CURRENCIES, PAYOUT_COOLING_MINUTES } from '../../packages/core/src/index.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** `50 000 RUB`: how the FAQ writes a limit (a space between thousands, the code after). */
const written = (major: number, currency: string) =>
  `${String(major).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${currency}`;

describe('the payout rules say the same in the code, the contract, the FAQ and the cashier', () => {
  it("the API's automatic limits and cooling period are the client's", () => {
    for (const currency of CURRENCIES)
      expect(AUTO_PAYOUT_MAX_MINOR[currency], currency).toBe(autoPayoutMax(currency).minor);
    expect(DEFAULT_PAYOUT_COOLING_SECONDS).toBe(PAYOUT_COOLING_MINUTES * 60);
  });

  it('docs/contract.md states every limit and the cooling period', () => {
    const contract = read('docs/contract.md');
    const rules = contract.slice(
      contract.indexOf('### Payout rules'),
      contract.indexOf('### Identity verification'),
    );
    expect(rules).toContain(`paid ${PAYOUT_COOLING_MINUTES} minutes after the request`);
    for (const currency of CURRENCIES)
      expect(rules).toContain(
        `${currency} ${String(autoPayoutMax(currency).minor / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`,
      );
  });

  it('the FAQ answer, in every language, states every limit and the cooling period', () => {
    const entry = SEED_FAQ.find((e) => e.en.q === 'How are withdrawals paid?');
    expect(entry).toBeDefined();
    for (const lang of ['ru', 'en', 'kz', 'br'] as const) {
      const answer = entry![lang].a;
      expect(answer, lang).toContain(`${PAYOUT_COOLING_MINUTES}`);
      for (const currency of CURRENCIES)
        expect(answer, `${lang} ${currency}`).toContain(
          written(autoPayoutMax(currency).minor / 100, currency),
        );
    }
  });

  it("the cashier's rules name the cooling period and the limit in every language", () => {
    for (const lang of ['ru', 'en', 'kz', 'br']) {
      const money = JSON.parse(read(`packages/web/src/i18n/locales/${lang}/money.json`)) as {
        withdraw: { rules: Record<string, string> };
      };
      expect(money.withdraw.rules['automatic'], lang).toContain('{{minutes}}');
      expect(money.withdraw.rules['limit'], lang).toContain('{{amount}}');
    }
  });
});
