import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page is its own chunk, rendered with fixed props (`game`, `category`, `mode`...). */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      if (!props) return { Component: Page as ComponentType };
      const WithProps = () => <Page {...props} />;
      return { Component: WithProps };
    },
  };
}
