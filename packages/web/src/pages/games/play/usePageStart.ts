import { useEffect } from 'react';

/** Starts a page's view model once it is on screen: storage and the network are never touched while rendering. */
export function usePageStart(vm: { start(): void }): void {
  useEffect(() => {
    vm.start();
  }, [vm]);
}
