import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingCitations, readRepository, type Repository } from './citedCode.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join('tools', 'docs', 'fixtures');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

let repository: Repository;
// Reading every file's names takes a few seconds on a busy machine: once for the file.
beforeAll(() => {
  repository = readRepository(root, [FIXTURES]);
}, 60_000);

describe('the pages a newcomer copies from cite only what exists', () => {
  // Every path in backticks is a file or folder of the repository, every link leads to one, every name cited as code
  // is declared in the source, and every `TOKENS.X`, `PLAY_TOKENS.X`, `APP_TOKENS.X` or `PAGE_FOLDERS.x` is a key of
  // that object.
  it.each(['docs/architecture.md', 'packages/api/README.md'])('%s', (page) => {
    expect(missingCitations(page, read(page), repository)).toEqual([]);
  });

  it('a page that has drifted from the code is caught, line by line', () => {
    const page = path.join(FIXTURES, 'drifted.md');
    expect(missingCitations(page, read(page), repository)).toEqual([
      '19: the link to `../../../docs/gone.md` leads nowhere',
      '10: TOKENS has no `PlaceBet`',
      '3: `/work/shared/ARCHITECTURE.md` is outside the repository',
      '5: no `FOLDERS` is declared at the top level of a source file',
      '7: no function `api` is declared',
      '17: no file or folder `packages/web/src/app/gone.ts`',
      '17: no file or folder `app/pageModels/<folder>Modules.ts`',
    ]);
  });
});
