import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { faqEntryFactory } from '../../testing/contentFactories.ts';
import { FakeLocale } from '../../testing/fakeStores.ts';
import { FaqViewModel } from './FaqViewModel.ts';

function world() {
  const api = new FakeContentApi();
  api.faqByLocale = {
    ru: [faqEntryFactory.build({ id: '1', question: 'Как?' })],
    en: [faqEntryFactory.build({ id: '1', question: 'How?' })],
  };
  const locale = new FakeLocale('ru');
  return { api, locale, vm: new FaqViewModel(api, locale) };
}

describe('FaqViewModel', () => {
  it('loads the questions of the interface language', async () => {
    const { api, vm } = world();
    vm.start();
    expect(vm.entries.status).toBe('loading');
    await settle();
    expect(api.callsOf('faq')).toEqual([['ru']]);
    expect(vm.entries.value?.[0]?.question).toBe('Как?');
  });

  it('reloads in the new language when the locale changes, closing open answers', async () => {
    const { locale, vm } = world();
    vm.start();
    await settle();
    vm.toggle('1');
    locale.setLocale('en');
    await settle();
    expect(vm.entries.value?.[0]?.question).toBe('How?');
    expect(vm.isOpen('1')).toBe(false);
  });

  it('opens and closes each answer on its own', async () => {
    const { vm } = world();
    vm.start();
    await settle();
    vm.toggle('1');
    expect(vm.isOpen('1')).toBe(true);
    vm.toggle('2');
    vm.toggle('1');
    expect(vm.isOpen('1')).toBe(false);
    expect(vm.isOpen('2')).toBe(true);
  });

  it('is empty for a language without questions', async () => {
    const { locale, vm } = world();
    locale.setLocale('kz');
    vm.start();
    await settle();
    expect(vm.entries.status).toBe('empty');
  });

  it('shows an error with retry', async () => {
    const { api, vm } = world();
    api.fail('faq');
    vm.start();
    await settle();
    expect(vm.entries.status).toBe('error');
    api.heal('faq');
    await vm.entries.retry();
    expect(vm.entries.status).toBe('ready');
  });

  it('stops following the locale once disposed', async () => {
    const { api, locale, vm } = world();
    vm.start();
    await settle();
    vm.dispose();
    locale.setLocale('en');
    await settle();
    expect(api.callsOf('faq')).toEqual([['ru']]);
  });
});
