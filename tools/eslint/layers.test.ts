import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('layer rules', () => {
  it('fail when core imports a framework', async () => {
    for (const lib of ['react', 'axios', 'mobx', 'i18next', 'inversify', 'node:fs']) {
      const found = await problems(
        'packages/core/src/domain/leak.ts',
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
});
