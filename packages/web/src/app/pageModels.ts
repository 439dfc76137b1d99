import { ContainerModule } from 'inversify';

/**
 * The page view models, each bound transient with a factory:
 * `options.bind(HOME_VM).toResolvedValue((api) => new HomeViewModel(api), [TYPES.ContentApi]).inTransientScope()`.
 */
export const pageModels = new ContainerModule(() => {});
