import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { FakeLocale } from '../../testing/fakeStores.ts';
import { BettingViewModel } from './BettingViewModel.ts';

describe('BettingViewModel', () => {
  it('loads the betting SEO text in the language of the interface', async () => {
    const content = new FakeContentApi();
    const locale = new FakeLocale('en');
    const vm = new BettingViewModel(content, locale);
    vm.start();
    expect(vm.seoText.seo.status).toBe('loading');
    await settle();
    expect(content.callsOf('seo')).toEqual([['betting', 'en']]);
    expect(vm.seoText.seo.status).toBe('ready');
  });

  it('goes without the SEO text when it fails or is blank', async () => {
    const content = new FakeContentApi();
    content.fail('seo');
    const vm = new BettingViewModel(content, new FakeLocale('ru'));
    vm.start();
    await settle();
    expect(vm.seoText.seo.status).toBe('error');
    content.heal('seo');
    content.seoData = { title: '', description: '', keywords: '', text: '   ' };
    await vm.seoText.seo.retry();
    expect(vm.seoText.seo.status).toBe('empty');
  });

  it('lists the sports of the coming line', () => {
    const vm = new BettingViewModel(new FakeContentApi(), new FakeLocale());
    expect(vm.sports).toContain('football');
    expect(new Set(vm.sports).size).toBe(vm.sports.length);
  });
});
