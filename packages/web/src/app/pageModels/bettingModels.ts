import { ContainerModule } from 'inversify';
import type { ContentApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { LocaleView } from '../../pages/shared/pagePorts.ts';
import { BETTING_VM, BettingViewModel } from '../../pages/betting/BettingViewModel.ts';

/** The view models of the betting page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(BETTING_VM)
    .toResolvedValue(
      (content: ContentApi, locale: LocaleView) => new BettingViewModel(content, locale),
      [TYPES.ContentApi, TYPES.LocaleStore],
    )
    .inTransientScope();
});
