import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ContainerModule } from 'inversify';

/** A page folder's view-model bindings, as its own chunk (`src/app/pageModels/*`). */
export type PageModels = () => Promise<{ readonly models: ContainerModule }>;

/** Puts a page's view-model bindings into the container; once per module, however many pages share it. */
export type InstallModels = (models: ContainerModule) => Promise<void>;

/**
 * Builds routes whose page is its own chunk, rendered with fixed props (`game`, `category`, `mode`...). The page's
 * view models load beside the page, and are in the container before its first render.
 */
export function pageRoutes(installModels: InstallModels) {
  return function lazyPage<P extends object>(
    load: () => Promise<{ default: ComponentType<P> }>,
    options: { readonly props?: P; readonly models?: PageModels } = {},
  ): Pick<RouteObject, 'lazy'> {
    const { props, models } = options;
    const prepare = async () => {
      if (models) await installModels((await models()).models);
    };
    return {
      lazy: async () => {
        const [{ default: Page }] = await Promise.all([load(), prepare()]);
        if (!props) return { Component: Page as ComponentType };
        const WithProps = () => <Page {...props} />;
        return { Component: WithProps };
      },
    };
  };
}
