import { Container } from 'inversify';
import { splitLocalePath } from '@casino/core';
import { TYPES } from './tokens.ts';
import type { AppConfig } from './appConfig.ts';
import { pageModels } from './pageModels.ts';
import { LocaleStore } from '../i18n/LocaleStore.ts';
import { ModalStore } from '../modals/ModalStore.ts';
import { SessionStore } from '../session/SessionStore.ts';

export interface StartFacts {
  readonly config: AppConfig;
  /** The path the app opened on: its prefix gives the first locale. */
  readonly initialPath: string;
}

/** The one place that decides which implementation stands behind each token. */
export function createContainer({ config, initialPath }: StartFacts): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<AppConfig>(TYPES.AppConfig).toConstantValue(config);

  container
    .bind(TYPES.LocaleStore)
    .toResolvedValue(() => new LocaleStore(splitLocalePath(initialPath).locale));
  container.bind(TYPES.ModalStore).toResolvedValue(() => new ModalStore());
  container.bind(TYPES.SessionStore).toResolvedValue(() => new SessionStore());

  container.load(pageModels);
  return container;
}
