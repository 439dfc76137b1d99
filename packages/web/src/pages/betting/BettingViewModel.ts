import type { ContentApi } from '@casino/core';
import type { LocaleView } from '../../components/page/pagePorts.ts';
import { SeoText } from '../../components/page/SeoText.ts';
import { token } from '../../di/token.ts';

export const BETTING_VM = token<BettingViewModel>('BettingViewModel');

/** The sports an upcoming line covers, in the order the page lists them. */
export const SPORTS = [
  'football',
  'hockey',
  'tennis',
  'basketball',
  'volleyball',
  'esports',
  'mma',
  'tableTennis',
] as const;
export type Sport = (typeof SPORTS)[number];

/**
 * The betting page. The contract has no sportsbook calls yet, so the page presents the sports the line will cover,
 * says plainly that there is no betting line now, and carries the betting SEO text from ContentApi.
 */
export class BettingViewModel {
  readonly seoText: SeoText;

  constructor(content: Pick<ContentApi, 'seo'>, locale: LocaleView) {
    this.seoText = new SeoText(content, locale);
  }

  get sports(): readonly Sport[] {
    return SPORTS;
  }

  start(): void {
    this.seoText.start('betting');
  }

  dispose(): void {
    this.seoText.dispose();
  }
}
