import { useEffect, useState, useSyncExternalStore } from 'react';
import { TooltipVisibility, type TooltipTiming } from '@casino/core';
import { useInjection } from '../../di/useInjection.ts';
import { TOKENS } from '../../di/tokens.ts';

/** The core's tooltip timing (§9) on the app's clock, with its phase as React state. */
export function useTooltipVisibility(timing?: TooltipTiming): TooltipVisibility {
  const clock = useInjection(TOKENS.Clock);
  const [visibility] = useState(() => new TooltipVisibility(clock, timing));
  useSyncExternalStore(
    (listener) => visibility.subscribe(listener),
    () => visibility.phase,
    () => visibility.phase,
  );
  useEffect(() => () => visibility.dispose(), [visibility]);
  return visibility;
}
