import { ContainerModule } from 'inversify';
import type { ContentApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { LocaleView } from '../../pages/shared/pagePorts.ts';
import { FAQ_VM, FaqViewModel } from '../../pages/faq/FaqViewModel.ts';

/** The view models of the FAQ page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(FAQ_VM)
    .toResolvedValue(
      (content: ContentApi, locale: LocaleView) => new FaqViewModel(content, locale),
      [TYPES.ContentApi, TYPES.LocaleStore],
    )
    .inTransientScope();
});
