import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** The one way React reaches the composition root. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer needs a ContainerProvider above it');
  return container;
}
