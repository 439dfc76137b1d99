import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesUnder } from '../money/moneyWrites.ts';
import { isStoreFile, sqlOutsideStores } from './sqlPlaces.ts';

const root = path.resolve(import.meta.dirname, '../..');
const API = path.join('packages', 'api', 'src');
const FIXTURES = path.join('tools', 'sql', 'fixtures');

const filesWithSql = (hits: readonly string[]) =>
  [...new Set(hits.map((hit) => hit.replace(/:\d+$/, '')))].sort();

describe('SQL', () => {
  it('is written only in the stores of the API, and in no route or rule', () => {
    const files = sourcesUnder(root, API);
    expect(files.length).toBeGreaterThan(150);
    // No exemption is left: the live games' engines, the provider's table chips and the sports simulator call their
    // stores (crashRoundStore.ts, roomStore.ts, liveTableChipStore.ts, sportsStore.ts) like every route and rule.
    expect(filesWithSql(sqlOutsideStores(root, files))).toEqual([]);
  });

  it('lives in the folder of its feature: the API has no folder by layer', () => {
    const folders = new Set(
      sourcesUnder(root, API).map((file) => path.relative(API, file).split(path.sep)[0]),
    );
    expect([...folders].filter((folder) => ['routes', 'store', 'stores'].includes(folder ?? ''))).toEqual([]);
    expect(isStoreFile(path.join(API, 'store', 'withdrawals.ts'))).toBe(false);
  });

  it('is exempt only in a store file and in the schema and the seed at the top of `src`', () => {
    expect(isStoreFile(path.join(API, 'live', 'roomStore.ts'))).toBe(true);
    expect(isStoreFile(path.join(API, 'db', 'migrations.ts'))).toBe(true);
    expect(isStoreFile(path.join(API, 'seed', 'players.ts'))).toBe(true);
    expect(isStoreFile(path.join(API, 'live', 'roomEngine.ts'))).toBe(false);
    expect(isStoreFile(path.join(API, 'sports', 'simulator.ts'))).toBe(false);
    // A feature cannot hide an engine's SQL in a folder of its own named like the exempt ones.
    expect(isStoreFile(path.join(API, 'live', 'db', 'rounds.ts'))).toBe(false);
    expect(isStoreFile(path.join(API, 'sports', 'seed', 'events.ts'))).toBe(false);
    expect(isStoreFile(path.join('tools', 'db', 'query.ts'))).toBe(false);
  });

  it('is read in the stores, so the rule reads real SQL', () => {
    const stores = sourcesUnder(root, API).filter(isStoreFile);
    expect(stores).toContain(path.join(API, 'withdrawals', 'withdrawalStore.ts'));
    expect(stores).toContain(path.join(API, 'withdrawals', 'payoutStore.ts'));
    expect(stores).not.toContain(path.join(API, 'withdrawals', 'payoutRules.ts'));
  });

  it('is found in a file that breaks the rule, comments and plain words aside', () => {
    const broken = sqlOutsideStores(root, [path.join(FIXTURES, 'breaksRule.ts')]);
    expect(broken.map((hit) => hit.replace(/^.*:/, ''))).toEqual(['8', '11', '15', '16', '17']);
    expect(sqlOutsideStores(root, [path.join(FIXTURES, 'keepsRule.ts')])).toEqual([]);
  });
});
