import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@casino/core';
import { SiteLinksViewModel } from './SiteLinksViewModel.ts';

const settings: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  revshareUrl: 'https://partners.example/',
  tgChannelUrl: 'https://t.me/casino_news',
};

describe('SiteLinksViewModel', () => {
  it('preloads the footer’s links for the first render of a page rendered on the server', async () => {
    const vm = new SiteLinksViewModel({ loadSiteSettings: { load: async () => settings } });
    expect(vm.links).toEqual([]);
    await vm.preload();
    expect(vm.links).toEqual([
      { key: 'affiliate', href: 'https://partners.example/' },
      { key: 'telegram', href: 'https://t.me/casino_news' },
    ]);
  });

  it('shows no link the settings do not name', async () => {
    const vm = new SiteLinksViewModel({ loadSiteSettings: { load: async () => EMPTY_SITE_SETTINGS } });
    await vm.preload();
    expect(vm.links).toEqual([]);
  });
});
