import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MONEY_STORE, sourcesUnder, writesIn, writesOutsideStore } from './moneyWrites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const API = path.join('packages', 'api', 'src');
const FIXTURES = path.join('tools', 'money', 'fixtures');

describe('money writes', () => {
  // Issue 37: the balance and the ledger are written in one place, the money module's store; every game, round,
  // table, wallet, sportsbook, bonus, deposit and withdrawal path goes through the module's operations.
  it('happen nowhere in the API outside the money store', () => {
    const files = sourcesUnder(root, API);
    expect(files).toContain(MONEY_STORE);
    expect(files.length).toBeGreaterThan(150);
    expect(writesOutsideStore(root, files)).toEqual([]);
  });

  it('the store itself writes both, so the rule reads real SQL', () => {
    const inStore = writesIn(root, [MONEY_STORE]);
    expect(inStore.some((write) => write.includes('transactions'))).toBe(true);
    expect(inStore.some((write) => write.includes('balance_minor'))).toBe(true);
  });

  it('are found in a file that breaks the rule, and not in one that only reads', () => {
    const broken = writesOutsideStore(root, [path.join(FIXTURES, 'breaksRule.ts')]);
    expect(broken.map((write) => write.replace(/^.*?:(\d+) .*$/, '$1'))).toEqual(['5', '7', '12', '13']);
    expect(writesOutsideStore(root, [path.join(FIXTURES, 'keepsRule.ts')])).toEqual([]);
  });
});
