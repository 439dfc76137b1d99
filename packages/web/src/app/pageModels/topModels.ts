import { ContainerModule } from 'inversify';
import type { ContentApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import { TOP_VM, TopViewModel } from '../../pages/top/TopViewModel.ts';

/** The view models of the top page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(TOP_VM)
    .toResolvedValue((content: ContentApi) => new TopViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
});
