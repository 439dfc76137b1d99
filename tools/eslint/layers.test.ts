import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.message);
}

// Loading ESLint's configuration (typed rules, plugins) is slow on a busy machine: done once, before the budget of
// each test starts, and each test given room for the handful of files it lints.
beforeAll(() => problems('packages/core/src/warm-up.ts', 'export {};\n'), 120_000);

describe('layer rules', { timeout: 30_000 }, () => {
  it('fail when core imports a framework', async () => {
    for (const lib of ['react', 'axios', 'mobx', 'i18next', 'inversify', 'node:fs']) {
      const found = await problems(
        'packages/core/src/domain/leak.ts',
        `import x from '${lib}';\nexport const y = x;\n`,
      );
      expect(found.join('\n')).toMatch(/core is framework-free/);
    }
  });

  it('let core import the audited crypto by name, and only that', async () => {
    const allowed = await problems(
      'packages/core/src/money/address.ts',
      "import { sha256 } from '@noble/hashes/sha2.js';\nimport { keccak_256 } from '@noble/hashes/sha3.js';\nimport { bech32 } from '@scure/base';\nexport const x = [sha256, keccak_256, bech32];\n",
    );
    expect(allowed).toEqual([]);
    for (const lib of ['@noble/curves', '@noble/hashes-fake', '@scure/bip39', 'crypto-js', 'node:crypto']) {
      const found = await problems(
        'packages/core/src/money/address.ts',
        `import x from '${lib}';\nexport const y = x;\n`,
      );
      expect(found.join('\n')).toMatch(/core is framework-free/);
    }
  });

  it('fail when core reaches a DOM global or real time', async () => {
    const found = await problems(
      'packages/core/src/domain/leak.ts',
      'export const a = window.location.href;\nexport const b = localStorage.getItem("x");\nexport const c = document.title;\nexport const d = Date.now();\n',
    );
    expect(found.filter((m) => m.includes('only through a port')).length).toBe(3);
    expect(found.join('\n')).toMatch(/Clock port/);
  });

  it('fail when core imports another package or escapes its folder', async () => {
    expect(await problems('packages/core/src/a.ts', "export * from '@casino/adapters';\n")).not.toEqual([]);
    expect(await problems('packages/core/src/a.ts', "export * from '../../web/src/x';\n")).not.toEqual([]);
  });

  it('let core tests use vitest, fishery and fast-check', async () => {
    const found = await problems(
      'packages/core/src/domain/money.test.ts',
      "import { it } from 'vitest';\nimport { Factory } from 'fishery';\nimport fc from 'fast-check';\nit('x', () => void [Factory, fc]);\n",
    );
    expect(found).toEqual([]);
  });

  it('fail when adapters import web', async () => {
    expect(
      (await problems('packages/adapters/src/http/x.ts', "export * from '@casino/web';\n")).join(),
    ).toMatch(/adapters may not import web/);
  });

  it('fail when web imports an adapter outside its composition root', async () => {
    const page = await problems('packages/web/src/pages/home/x.ts', "export * from '@casino/adapters';\n");
    expect(page.join()).toMatch(/composition root/);
    const root = await problems('packages/web/src/app/container.ts', "export * from '@casino/adapters';\n");
    expect(root).toEqual([]);
  });

  it('fail when the local API imports the client', async () => {
    expect((await problems('packages/api/src/x.ts', "export * from '@casino/core';\n")).join()).toMatch(
      /contract/,
    );
  });

  it('let core and the local API read the published tables by name, and keep the tables data only', async () => {
    const read = "import { KENO_PAYTABLES } from '@casino/tables';\nexport const x = KENO_PAYTABLES;\n";
    expect(await problems('packages/core/src/games/keno/paytables.ts', read)).toEqual([]);
    expect(await problems('packages/api/src/games/kenoPaytables.ts', read)).toEqual([]);
    expect(
      (await problems('packages/core/src/a.ts', "export * from '../../tables/src/keno.ts';\n")).join(),
    ).toMatch(/core may import only its own files/);
    for (const source of ['@casino/core', 'zod', 'node:fs', '../../core/src/index.ts']) {
      expect(
        (await problems('packages/tables/src/keno.ts', `export * from '${source}';\n`)).join(),
        source,
      ).toMatch(/the published tables are data/);
    }
    expect(await problems('packages/tables/src/index.ts', "export * from './keno.ts';\n")).toEqual([]);
  });

  describe('zones inside web', () => {
    const web = (file: string, source: string) =>
      problems(`packages/web/src/${file}`, `export * from '${source}';\n`);

    it('fail when a page imports another page', async () => {
      expect((await web('pages/home/HomePage.tsx', '../games/GameListPage.tsx')).join()).toMatch(
        /does not import another page/,
      );
      expect(await web('pages/games/rooms/RoomsViewModel.ts', '../GameListViewModel.ts')).toEqual([]);
      expect(await web('pages/home/HomePage.tsx', '../../components/games/GameSections.tsx')).toEqual([]);
    });

    it('fail when anything but the composition root imports src/app', async () => {
      for (const file of [
        'components/Button.tsx',
        'pages/faq/FaqPage.tsx',
        'modals/ModalHost.tsx',
        'di/tokens.ts',
      ]) {
        const depth = '../'.repeat(file.split('/').length - 1);
        expect((await web(file, `${depth}app/container.ts`)).join(), file).toMatch(
          /only the composition root/,
        );
      }
      expect(await web('main.tsx', './app/routes.tsx')).toEqual([]);
      expect(await web('pages/faq/FaqPage.test.tsx', '../../app/testing/testContainer.ts')).toEqual([]);
    });

    it('fail when a component leans on a page, a modal, a layout or the session', async () => {
      for (const zone of [
        'pages/faq/FaqPage.tsx',
        'modals/ModalStore.ts',
        'layouts/DefaultLayout.tsx',
        'session/SessionStore.ts',
      ]) {
        expect((await web('components/Card.tsx', `../${zone}`)).join(), zone).toMatch(
          /components import only/,
        );
      }
      expect(await web('components/Card.tsx', '../di/useInjection.ts')).toEqual([]);
    });

    it('keep src/di neutral and the test fakes out of shipped code', async () => {
      expect((await web('di/tokens.ts', '../pages/faq/FaqViewModel.ts')).join()).toMatch(/neutral/);
      expect((await web('pages/faq/FaqViewModel.ts', '../../testing/FakeContentApi.ts')).join()).toMatch(
        /only tests/,
      );
      expect(await web('pages/faq/FaqViewModel.test.ts', '../../testing/FakeContentApi.ts')).toEqual([]);
    });
  });
});
