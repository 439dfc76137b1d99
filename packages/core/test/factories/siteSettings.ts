import { Factory } from 'fishery';
import type { SiteSettingsAnswer } from '../../src/index.ts';

/** A server answer naming the affiliate programme on a partners subdomain and the Telegram channel. */
export const siteSettingsAnswerFactory = Factory.define<SiteSettingsAnswer>(() => ({
  revshareUrl: 'https://partners.casino.example/',
  tgChannelUrl: 'https://t.me/casino_news',
}));
