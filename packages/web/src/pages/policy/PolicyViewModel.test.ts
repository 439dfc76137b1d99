import { DEMO_OPERATOR } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { PolicyViewModel } from './PolicyViewModel.ts';
import { POLICY_PAGES } from './policyDocuments.ts';

describe('PolicyViewModel', () => {
  it.each(POLICY_PAGES)('loads the $lang $doc document in its own language', async ({ lang, doc }) => {
    const vm = new PolicyViewModel(DEMO_OPERATOR);
    await vm.open(lang, doc);
    expect(vm.state).toBe('ready');
    expect(vm.document?.lang).toBe(lang);
    expect(vm.document?.sections.length).toBeGreaterThan(3);
    expect(vm.document?.sections.every((section) => section.paragraphs.length > 0)).toBe(true);
  });

  it('shows an error when the document cannot be fetched, and loads it on retry', async () => {
    let fail = true;
    const vm = new PolicyViewModel(DEMO_OPERATOR, async (lang, doc) => {
      if (fail) throw new Error('offline');
      return { lang, revised: '2026-01-15', sections: [{ heading: doc, paragraphs: ['Text.'] }] };
    });
    await vm.open('en', 'kyc');
    expect(vm.state).toBe('error');
    fail = false;
    await vm.retry();
    expect(vm.state).toBe('ready');
  });

  it('keeps the document shown when the page opens it again after its preload, without loading it anew', async () => {
    let loads = 0;
    const vm = new PolicyViewModel(DEMO_OPERATOR, async (lang, doc) => {
      loads += 1;
      return { lang, revised: '2026-01-15', sections: [{ heading: doc, paragraphs: ['Text.'] }] };
    });
    await vm.open('en', 'kyc');
    const opening = vm.open('en', 'kyc');
    expect(vm.state).toBe('ready');
    await opening;
    expect(loads).toBe(1);
    await vm.open('ru', 'kyc');
    expect(loads).toBe(2);
  });

  it('has no document for a pair the site does not publish', async () => {
    const vm = new PolicyViewModel(DEMO_OPERATOR);
    await vm.open('en', 'confidential');
    expect(vm.state).toBe('error');
  });

  it.each(POLICY_PAGES)(
    'names the configured operator in the $lang $doc document, never a placeholder',
    async (page) => {
      const operator = {
        brand: 'Kestrel Bay',
        legalEntity: 'Kestrel Bay Gaming B.V.',
        licence: 'No. 8048/TEST',
        authority: 'Test Gaming Board',
        supportEmail: 'help@kestrel.example',
        demonstration: false,
      };
      const vm = new PolicyViewModel(operator);
      await vm.open(page.lang, page.doc);
      const text = JSON.stringify(vm.document);
      expect(text).not.toMatch(
        /\{\w+\}|Casino|named in our licence|of our licence|указанный в нашей|юрисдикции нашей/,
      );
      expect(vm.demonstration).toBe(false);
      if (page.doc !== 'kyc') expect(text).toContain('Kestrel Bay');
    },
  );
});
